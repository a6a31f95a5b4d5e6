import type { BridgeNoticeTexts } from './bridge-texts.ts';

export const BRIDGE_NOTICE_TEXTS_HI: BridgeNoticeTexts = {
  invite: (p) => ({
    title: 'ब्लड ब्रिज से जुड़ें',
    message: `${p.patient_first_name} (${p.blood_group}) को ${p.hospital_city} में नियमित रूप से खून की ज़रूरत होती है। उनके ब्लड ब्रिज से जुड़ें: आपसे काफ़ी पहले पूछा जाएगा, और कुछ महीनों में ज़्यादा से ज़्यादा एक बार।`,
  }),
  message: (p, message) => ({
    title: `${p.patient_first_name} के ब्लड ब्रिज के बारे में एक संदेश`,
    message,
  }),
};
