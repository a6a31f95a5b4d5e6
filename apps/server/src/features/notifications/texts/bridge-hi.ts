import { bridgeDay } from './bridge-date.ts';
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
  ask: (p, date) => ({
    title: `क्या आप ${p.patient_first_name} के लिए रक्तदान कर सकते हैं?`,
    message: `क्या आप ${bridgeDay('hi', date)} को ${p.hospital_city} में ${p.patient_first_name} (${p.blood_group}) के लिए रक्तदान कर सकते हैं? कृपया अपने ब्लड ब्रिज में हाँ या ना बताएँ, ताकि ज़रूरत हो तो हम समय रहते किसी और से पूछ सकें।`,
  }),
  dateChanged: (p, date) => ({
    title: `${p.patient_first_name} की तारीख़ बदल गई है`,
    message: `${p.patient_first_name} के लिए ${bridgeDay('hi', date)} का रक्तदान अब आपसे नहीं माँगा जा रहा है: तारीख़ बदल गई है। आपकी बारी आने पर हम आपसे फिर पूछेंगे।`,
  }),
  confirmed: (name, date) => ({
    title: `${name} ने पुष्टि की`,
    message: `${name} ने पुष्टि की है कि वे ${bridgeDay('hi', date)} को आपके लिए रक्तदान करेंगे।`,
  }),
  withdrew: (name, date) => ({
    title: `${name} ${bridgeDay('hi', date)} को रक्तदान नहीं कर पाएँगे`,
    message: `${name} अब ${bridgeDay('hi', date)} को रक्तदान नहीं कर पाएँगे। हम आपके ब्लड ब्रिज के किसी दूसरे डोनर से पूछ रहे हैं।`,
  }),
  escalated: (date) => ({
    title: 'अभी तक किसी ने पुष्टि नहीं की',
    message: `${bridgeDay('hi', date)} के आपके ट्रांसफ़्यूज़न के लिए आपके ब्लड ब्रिज में से अभी तक किसी ने पुष्टि नहीं की है। हमने पास के मेल खाते डोनरों को एक तत्काल अनुरोध भेजा है।`,
  }),
  sos: (date) => ({
    title: 'आपके ट्रांसफ़्यूज़न के लिए SOS भेजा गया',
    message: `${bridgeDay('hi', date)} के आपके ट्रांसफ़्यूज़न के लिए अब भी किसी ने हाँ नहीं कहा है। हमने पास के मेल खाते डोनरों को SOS भेजा है।`,
  }),
};
