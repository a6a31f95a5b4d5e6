import { bridgeDay } from './bridge-date.ts';
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
  ask: (p, date) => ({
    title: `तुम्ही ${p.patient_first_name} यांच्यासाठी रक्तदान करू शकाल का?`,
    message: `तुम्ही ${bridgeDay('mr', date)} रोजी ${p.hospital_city} येथे ${p.patient_first_name} (${p.blood_group}) यांच्यासाठी रक्तदान करू शकाल का? कृपया तुमच्या ब्लड ब्रिजमध्ये होय किंवा नाही कळवा, म्हणजे गरज पडल्यास आम्ही वेळेत दुसऱ्या कोणाला विचारू शकू.`,
  }),
  dateChanged: (p, date) => ({
    title: `${p.patient_first_name} यांची तारीख बदलली आहे`,
    message: `${p.patient_first_name} यांच्यासाठी ${bridgeDay('mr', date)} चे रक्तदान आता तुमच्याकडे मागितले जात नाही: तारीख बदलली आहे. तुमची पाळी आल्यावर आम्ही तुम्हाला पुन्हा विचारू.`,
  }),
  confirmed: (name, date) => ({
    title: `${name} यांनी होकार दिला`,
    message: `${name} यांनी ${bridgeDay('mr', date)} रोजी तुमच्यासाठी रक्तदान करण्याचा होकार दिला आहे.`,
  }),
  withdrew: (name, date) => ({
    title: `${name} ${bridgeDay('mr', date)} रोजी रक्तदान करू शकणार नाहीत`,
    message: `${name} आता ${bridgeDay('mr', date)} रोजी रक्तदान करू शकणार नाहीत. आम्ही तुमच्या ब्लड ब्रिजमधील दुसऱ्या रक्तदात्याला विचारत आहोत.`,
  }),
  escalated: (date) => ({
    title: 'अजून कोणीही होकार दिलेला नाही',
    message: `${bridgeDay('mr', date)} रोजीच्या तुमच्या रक्त चढवण्यासाठी तुमच्या ब्लड ब्रिजमधील अजून कोणीही होकार दिलेला नाही. आम्ही जवळच्या जुळणाऱ्या रक्तदात्यांना तातडीची विनंती पाठवली आहे.`,
  }),
  sos: (date) => ({
    title: 'तुमच्या रक्त चढवण्यासाठी SOS पाठवला',
    message: `${bridgeDay('mr', date)} रोजीच्या तुमच्या रक्त चढवण्यासाठी अजूनही कोणीही होकार दिलेला नाही. आम्ही जवळच्या जुळणाऱ्या रक्तदात्यांना SOS पाठवला आहे.`,
  }),
};
