import { EMERGENCY_PHONE, type Language } from '@raktsetu/shared';

/*
 * Every fixed sentence CareBot writes around an answer, in each language the app speaks. Product names (CareBot,
 * RaktSetu, Tele-MANAS), numbers and the emergency number stay as they are in every language.
 */

export interface CarebotTexts {
  /** Ends every reply that is not a fixed safety reply. */
  disclaimer: string;
  /** The honest answer when nothing in the knowledge base fits. */
  dontKnow: string;
  /** Shown once above an English answer that has not been translated into the asker's language yet. */
  notTranslated: string;
  sourceLine: (organisation: string, document: string, year: number) => string;
  /** Replaces a sentence that gave a medicine dose. */
  doseReplacement: string;
  replyReady: string;
  rateLimited: (minutes: number) => string;
  streamFailed: string;
  routineAdvice: string;
  urgentAdvice: string;
  historyCount: (n: number) => string;
  historyErased: string;
  interestsSaved: string;
  interestsNotYours: string;
  noRecord: string;
  recommendations: string;
  triage: string;
}

const EN: CarebotTexts = {
  disclaimer: `CareBot gives general information, not medical advice. For an emergency call ${EMERGENCY_PHONE}.`,
  dontKnow: "I don't know that one — please ask your doctor or haematologist.",
  notTranslated: 'This answer is not translated yet, so it is in English.',
  sourceLine: (organisation, document, year) => `Source: ${organisation}, ${document} (${year})`,
  doseReplacement: 'The dose is set by the haematologist, who adjusts it to weight and ferritin.',
  replyReady: 'Reply ready',
  rateLimited: (minutes) =>
    `You've sent many messages in the last hour. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}. For an emergency call ${EMERGENCY_PHONE}.`,
  streamFailed: "I'm sorry, the reply was cut short. Please try again.",
  routineAdvice: `Nothing in this sounds like an emergency. If you are worried, call your doctor or haematologist; if it gets worse, call ${EMERGENCY_PHONE} or go to the nearest hospital.`,
  urgentAdvice: `This needs a doctor today: call your doctor or haematologist, or go to a hospital. If it gets worse, call ${EMERGENCY_PHONE}.`,
  historyCount: (n) => `${n} message${n === 1 ? '' : 's'}`,
  historyErased: 'Your CareBot chats have been erased.',
  interestsSaved: 'Interests saved successfully! CareBot will now provide more personalized responses.',
  interestsNotYours: 'Interests are kept for patients and donors only.',
  noRecord: 'This account has no patient or donor record to keep interests on.',
  recommendations: 'Recommendations ready',
  triage: 'Triage ready',
};

const HI: CarebotTexts = {
  disclaimer: `CareBot सामान्य जानकारी देता है, डॉक्टर की सलाह नहीं। आपात स्थिति में ${EMERGENCY_PHONE} पर कॉल करें।`,
  dontKnow: 'इसका जवाब मुझे नहीं पता — कृपया अपने डॉक्टर या हीमेटोलॉजिस्ट से पूछें।',
  notTranslated: 'इस जवाब का हिंदी अनुवाद अभी तैयार नहीं है, इसलिए यह अंग्रेज़ी में है।',
  sourceLine: (organisation, document, year) => `स्रोत: ${organisation}, ${document} (${year})`,
  doseReplacement: 'दवा की खुराक हीमेटोलॉजिस्ट तय करते हैं, वज़न और फ़ेरिटिन के हिसाब से।',
  replyReady: 'जवाब तैयार है',
  rateLimited: (minutes) =>
    `आपने पिछले एक घंटे में बहुत सारे संदेश भेजे हैं। कृपया ${minutes} मिनट रुकें। आपात स्थिति में ${EMERGENCY_PHONE} पर कॉल करें।`,
  streamFailed: 'माफ़ कीजिए, जवाब बीच में ही कट गया। कृपया फिर से पूछें।',
  routineAdvice: `इसमें आपात स्थिति जैसा कुछ नहीं लगता। अगर आपको चिंता है तो अपने डॉक्टर या हीमेटोलॉजिस्ट को फ़ोन करें; तबीयत बिगड़े तो ${EMERGENCY_PHONE} पर कॉल करें या नज़दीकी अस्पताल जाएँ।`,
  urgentAdvice: `इसके लिए आज ही डॉक्टर को दिखाना ज़रूरी है: अपने डॉक्टर या हीमेटोलॉजिस्ट को फ़ोन करें, या अस्पताल जाएँ। तबीयत बिगड़े तो ${EMERGENCY_PHONE} पर कॉल करें।`,
  historyCount: (n) => `${n} संदेश`,
  historyErased: 'CareBot के साथ आपकी बातचीत मिटा दी गई है।',
  interestsSaved: 'आपकी रुचियाँ सहेज ली गईं! अब CareBot आपके हिसाब से जवाब देगा।',
  interestsNotYours: 'रुचियाँ सिर्फ़ मरीज़ों और रक्तदाताओं के लिए रखी जाती हैं।',
  noRecord: 'इस खाते में मरीज़ या रक्तदाता का कोई रिकॉर्ड नहीं है, जिस पर रुचियाँ रखी जा सकें।',
  recommendations: 'सुझाव तैयार हैं',
  triage: 'जाँच तैयार है',
};

const MR: CarebotTexts = {
  disclaimer: `CareBot सर्वसाधारण माहिती देतो, डॉक्टरांचा सल्ला नाही. आपत्कालीन परिस्थितीत ${EMERGENCY_PHONE} वर कॉल करा.`,
  dontKnow: 'याचं उत्तर मला माहीत नाही — कृपया आपल्या डॉक्टरांना किंवा हिमॅटोलॉजिस्टना विचारा.',
  notTranslated: 'या उत्तराचं मराठी भाषांतर अजून तयार नाही, म्हणून ते इंग्रजीत आहे.',
  sourceLine: (organisation, document, year) => `स्रोत: ${organisation}, ${document} (${year})`,
  doseReplacement: 'औषधाचा डोस हिमॅटोलॉजिस्ट ठरवतात, वजन आणि फेरिटिनप्रमाणे.',
  replyReady: 'उत्तर तयार आहे',
  rateLimited: (minutes) =>
    `आपण गेल्या तासाभरात खूप संदेश पाठवले आहेत. कृपया ${minutes} मिनिटं थांबा. आपत्कालीन परिस्थितीत ${EMERGENCY_PHONE} वर कॉल करा.`,
  streamFailed: 'माफ करा, उत्तर मधेच तुटलं. कृपया पुन्हा विचारा.',
  routineAdvice: `यात आपत्कालीन असं काही वाटत नाही. काळजी वाटत असेल तर आपल्या डॉक्टरांना किंवा हिमॅटोलॉजिस्टना फोन करा; त्रास वाढला तर ${EMERGENCY_PHONE} वर कॉल करा किंवा जवळच्या हॉस्पिटलमध्ये जा.`,
  urgentAdvice: `यासाठी आजच डॉक्टरांना दाखवायला हवं: आपल्या डॉक्टरांना किंवा हिमॅटोलॉजिस्टना फोन करा, किंवा हॉस्पिटलमध्ये जा. त्रास वाढला तर ${EMERGENCY_PHONE} वर कॉल करा.`,
  historyCount: (n) => `${n} संदेश`,
  historyErased: 'CareBot सोबतच्या तुमच्या गप्पा पुसल्या आहेत.',
  interestsSaved: 'तुमच्या आवडी जतन केल्या! आता CareBot तुमच्यासाठी जास्त जुळणारी उत्तरं देईल.',
  interestsNotYours: 'आवडी फक्त रुग्ण आणि रक्तदात्यांसाठी ठेवल्या जातात.',
  noRecord: 'या खात्यावर रुग्ण किंवा रक्तदात्याची नोंद नाही, ज्यावर आवडी ठेवता येतील.',
  recommendations: 'सूचना तयार आहेत',
  triage: 'तपासणी तयार आहे',
};

export const CAREBOT_TEXTS: Record<Language, CarebotTexts> = { en: EN, hi: HI, mr: MR };
