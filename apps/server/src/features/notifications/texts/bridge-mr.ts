import type { BridgeNoticeTexts } from './bridge-texts.ts';

export const BRIDGE_NOTICE_TEXTS_MR: BridgeNoticeTexts = {
  invite: (p) => ({
    title: 'ब्लड ब्रिजमध्ये सामील व्हा',
    message: `${p.patient_first_name} (${p.blood_group}) यांना ${p.hospital_city} येथे नियमितपणे रक्ताची गरज असते. त्यांच्या ब्लड ब्रिजमध्ये सामील व्हा: तुम्हाला खूप आधी विचारले जाईल, आणि काही महिन्यांत जास्तीत जास्त एकदाच.`,
  }),
  message: (p, message) => ({
    title: `${p.patient_first_name} यांच्या ब्लड ब्रिजबद्दल एक संदेश`,
    message,
  }),
};
