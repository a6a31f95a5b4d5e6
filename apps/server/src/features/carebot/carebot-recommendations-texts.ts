import { ELIGIBILITY, type IneligibleReason, type Language } from '@raktsetu/shared';

/** The recommendations' fixed texts in each language the app speaks (`carebot-recommendations.ts`). */
export interface RecommendationTexts {
  reasons: Record<Exclude<IneligibleReason, 'recent_donation'>, string>;
  beforeNextTitle: string;
  beforeNextBody: (why: string) => string;
  nextTitle: string;
  nextBody: (date: string) => string;
  nowTitle: string;
  nowBody: string;
  beforeTitle: string;
  beforeBody: string;
  afterTitle: string;
  afterBody: string;
  transfusionsTitle: string;
  transfusionsBody: string;
  ferritinTitle: string;
  ferritinBody: string;
  chelationTitle: string;
  chelationBody: string;
}

const { minAge, maxAge, minWeightKg, minHaemoglobin } = ELIGIBILITY;

const EN: RecommendationTexts = {
  reasons: {
    too_young: `donors must be at least ${minAge}`,
    too_old: `donors must be at most ${maxAge}`,
    underweight: `donors must weigh at least ${minWeightKg} kg`,
    low_haemoglobin: `haemoglobin must be at least ${minHaemoglobin} g/dL on the day`,
  },
  beforeNextTitle: 'Before your next donation',
  beforeNextBody: (why) =>
    `From what your profile says you cannot donate at the moment (${why}). A blood bank doctor checks this on the day; thank you for wanting to help.`,
  nextTitle: 'Your next donation',
  nextBody: (date) =>
    `Your body is rebuilding what you gave. You can donate again from ${date}; we only alert you about requests from then on.`,
  nowTitle: 'You can donate now',
  nowBody:
    'Enough time has passed since your last donation. Keep "Available for SOS" on if you are happy to be asked in an emergency.',
  beforeTitle: 'Before you donate',
  beforeBody:
    'Sleep well the night before, eat a normal meal a few hours before and drink plenty of water. Avoid alcohol the day before, and bring an identity card.',
  afterTitle: 'After you donate',
  afterBody:
    'Rest for 10–15 minutes and have the drink and snack offered. Drink extra fluids that day, avoid heavy lifting and hard exercise, and keep the bandage on for a few hours. If you feel faint, lie down with your feet raised.',
  transfusionsTitle: 'Transfusions',
  transfusionsBody:
    'Most people with Thalassemia major need a transfusion every 2–4 weeks. Note each date and the haemoglobin measured before it, so your doctor can keep it in the target range and plan the next one.',
  ferritinTitle: 'Ferritin and iron',
  ferritinBody:
    'Every transfusion adds iron the body cannot remove by itself. Ferritin is usually checked about every 3 months; keep the results together to show your haematologist.',
  chelationTitle: 'Chelation',
  chelationBody:
    'Take the chelation medicine exactly as your haematologist prescribed, and tell them about side effects rather than stopping or changing it yourself. The dose is theirs to set.',
};

const HI: RecommendationTexts = {
  reasons: {
    too_young: `रक्तदाता की उम्र कम से कम ${minAge} साल होनी चाहिए`,
    too_old: `रक्तदाता की उम्र ज़्यादा से ज़्यादा ${maxAge} साल होनी चाहिए`,
    underweight: `रक्तदाता का वज़न कम से कम ${minWeightKg} kg होना चाहिए`,
    low_haemoglobin: `रक्तदान के दिन हीमोग्लोबिन कम से कम ${minHaemoglobin} g/dL होना चाहिए`,
  },
  beforeNextTitle: 'अगले रक्तदान से पहले',
  beforeNextBody: (why) =>
    `आपकी प्रोफ़ाइल के हिसाब से आप अभी रक्तदान नहीं कर सकते (${why})। उस दिन ब्लड बैंक के डॉक्टर इसकी जाँच करते हैं; मदद करने की आपकी इच्छा के लिए धन्यवाद।`,
  nextTitle: 'आपका अगला रक्तदान',
  nextBody: (date) =>
    `आपका शरीर दिया हुआ खून फिर से बना रहा है। आप ${date} से फिर रक्तदान कर सकते हैं; उसी दिन से हम आपको अनुरोधों की सूचना भेजेंगे।`,
  nowTitle: 'आप अभी रक्तदान कर सकते हैं',
  nowBody: 'पिछले रक्तदान को काफ़ी समय हो गया है। अगर आप इमरजेंसी में पूछे जाने को तैयार हैं, तो "SOS अलर्ट के लिए उपलब्ध" चालू रखें।',
  beforeTitle: 'रक्तदान से पहले',
  beforeBody:
    'रात को अच्छी नींद लें, कुछ घंटे पहले सामान्य खाना खाएँ और खूब पानी पिएँ। एक दिन पहले शराब न पिएँ, और पहचान पत्र साथ लाएँ।',
  afterTitle: 'रक्तदान के बाद',
  afterBody:
    '10–15 मिनट आराम करें और जो पेय और नाश्ता दिया जाए वह लें। उस दिन ज़्यादा पानी और तरल पिएँ, भारी सामान उठाने और ज़ोर की कसरत से बचें, और पट्टी कुछ घंटे लगी रहने दें। बेहोशी जैसा लगे तो पैर ऊपर करके लेट जाएँ।',
  transfusionsTitle: 'खून चढ़ाना',
  transfusionsBody:
    'थैलेसीमिया मेजर वाले ज़्यादातर लोगों को हर 2–4 हफ़्ते में खून चढ़ाना पड़ता है। हर बार की तारीख़ और उससे पहले नापा गया हीमोग्लोबिन लिखें, ताकि डॉक्टर उसे लक्ष्य के दायरे में रख सकें और अगली बार की योजना बना सकें।',
  ferritinTitle: 'फ़ेरिटिन और आयरन',
  ferritinBody:
    'हर बार खून चढ़ने से शरीर में आयरन बढ़ता है, जिसे शरीर खुद नहीं निकाल सकता। फ़ेरिटिन आम तौर पर लगभग हर 3 महीने में जाँचा जाता है; नतीजे एक साथ रखें ताकि हीमेटोलॉजिस्ट को दिखा सकें।',
  chelationTitle: 'कीलेशन',
  chelationBody:
    'कीलेशन की दवा ठीक वैसे ही लें जैसे आपके हीमेटोलॉजिस्ट ने लिखी है, और कोई साइड इफ़ेक्ट हो तो उसे खुद बंद करने या बदलने के बजाय उन्हें बताएँ। खुराक वही तय करते हैं।',
};

const MR: RecommendationTexts = {
  reasons: {
    too_young: `रक्तदात्याचं वय किमान ${minAge} वर्षं असायला हवं`,
    too_old: `रक्तदात्याचं वय जास्तीत जास्त ${maxAge} वर्षं असायला हवं`,
    underweight: `रक्तदात्याचं वजन किमान ${minWeightKg} kg असायला हवं`,
    low_haemoglobin: `रक्तदानाच्या दिवशी हिमोग्लोबिन किमान ${minHaemoglobin} g/dL असायला हवं`,
  },
  beforeNextTitle: 'पुढच्या रक्तदानापूर्वी',
  beforeNextBody: (why) =>
    `तुमच्या प्रोफाइलनुसार तुम्ही सध्या रक्तदान करू शकत नाही (${why}). त्या दिवशी रक्तपेढीचे डॉक्टर हे तपासतात; मदत करण्याच्या तुमच्या इच्छेबद्दल धन्यवाद.`,
  nextTitle: 'तुमचं पुढचं रक्तदान',
  nextBody: (date) =>
    `तुम्ही दिलेलं रक्त तुमचं शरीर पुन्हा तयार करत आहे. तुम्ही ${date} पासून पुन्हा रक्तदान करू शकता; त्या दिवसापासूनच आम्ही तुम्हाला विनंत्यांच्या सूचना पाठवू.`,
  nowTitle: 'तुम्ही आता रक्तदान करू शकता',
  nowBody: 'मागच्या रक्तदानाला पुरेसा वेळ झाला आहे. आपत्कालीन वेळी विचारलेलं चालत असेल, तर "SOS सूचनांसाठी उपलब्ध" चालू ठेवा.',
  beforeTitle: 'रक्तदानापूर्वी',
  beforeBody:
    'रात्री चांगली झोप घ्या, काही तास आधी साधं जेवण करा आणि भरपूर पाणी प्या. आदल्या दिवशी दारू टाळा, आणि ओळखपत्र सोबत आणा.',
  afterTitle: 'रक्तदानानंतर',
  afterBody:
    '10–15 मिनिटं विश्रांती घ्या आणि दिलेलं पेय व खाऊ घ्या. त्या दिवशी जास्त पाणी व द्रव पदार्थ प्या, जड वस्तू उचलणं आणि जोरदार व्यायाम टाळा, आणि पट्टी काही तास तशीच ठेवा. भोवळ आल्यासारखं वाटलं तर पाय वर करून झोपा.',
  transfusionsTitle: 'रक्त देणं',
  transfusionsBody:
    'थॅलेसेमिया मेजर असलेल्या बहुतेकांना दर 2–4 आठवड्यांनी रक्त द्यावं लागतं. प्रत्येक वेळची तारीख आणि त्याआधी मोजलेलं हिमोग्लोबिन लिहून ठेवा, म्हणजे डॉक्टर ते लक्ष्याच्या मर्यादेत ठेवू शकतील आणि पुढच्या वेळेचं नियोजन करू शकतील.',
  ferritinTitle: 'फेरिटिन आणि लोह',
  ferritinBody:
    'प्रत्येक वेळी रक्त दिल्यानं शरीरात लोह वाढतं, जे शरीर स्वतःहून काढू शकत नाही. फेरिटिन साधारणपणे दर 3 महिन्यांनी तपासलं जातं; हिमॅटोलॉजिस्टना दाखवण्यासाठी निकाल एकत्र ठेवा.',
  chelationTitle: 'कीलेशन',
  chelationBody:
    'कीलेशनचं औषध हिमॅटोलॉजिस्टनी सांगितलं तसंच घ्या, आणि काही दुष्परिणाम झाले तर ते स्वतःहून बंद करण्याऐवजी किंवा बदलण्याऐवजी त्यांना सांगा. डोस तेच ठरवतात.',
};

export const RECOMMENDATION_TEXTS: Record<Language, RecommendationTexts> = { en: EN, hi: HI, mr: MR };
