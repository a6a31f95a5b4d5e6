import { createLocalizer, type Language, type Localize, type MessageCatalogue } from '@raktsetu/shared';

/**
 * A request's timeline lines (features/requests/request-presenter.ts) by their English words. A catalogue of
 * their own: "{{name}} accepted" would catch any other message ending in "accepted". `{{name}}` is a donor's
 * first name and initial, kept as it is.
 */
const TIMELINE_HI: MessageCatalogue = {
  'SOS raised': 'SOS भेजा गया',
  'Request created': 'अनुरोध बनाया गया',
  '1 compatible donor alerted within {{km}} km': '{{km}} km के भीतर 1 मेल खाते डोनर को सूचना भेजी गई',
  '{{count}} compatible donors alerted within {{km}} km': '{{km}} km के भीतर {{count}} मेल खाते डोनर को सूचना भेजी गई',
  'No location: donors could not be matched by distance': 'लोकेशन नहीं है: दूरी के हिसाब से डोनर नहीं खोजे जा सके',
  'Nobody had accepted yet: search widened from {{from}} to {{to}} km':
    'अभी तक किसी ने स्वीकार नहीं किया था: खोज का दायरा {{from}} से बढ़ाकर {{to}} km किया गया',
  'A donor accepted': 'एक डोनर ने स्वीकार किया',
  '{{name}} accepted': '{{name}} ने स्वीकार किया',
  'A donor declined': 'एक डोनर ने मना किया',
  'Request cancelled': 'अनुरोध रद्द किया गया',
  'Marked fulfilled: 1 donation recorded': 'पूरा हुआ: 1 रक्तदान दर्ज हुआ',
  'Marked fulfilled: {{count}} donations recorded': 'पूरा हुआ: {{count}} रक्तदान दर्ज हुए',
};

const TIMELINE_MR: MessageCatalogue = {
  'SOS raised': 'SOS पाठवला',
  'Request created': 'विनंती नोंदवली',
  '1 compatible donor alerted within {{km}} km': '{{km}} km च्या आत 1 जुळणाऱ्या डोनरला सूचना पाठवली',
  '{{count}} compatible donors alerted within {{km}} km': '{{km}} km च्या आत {{count}} जुळणाऱ्या डोनरना सूचना पाठवली',
  'No location: donors could not be matched by distance': 'स्थान नाही: अंतरानुसार डोनर शोधता आले नाहीत',
  'Nobody had accepted yet: search widened from {{from}} to {{to}} km':
    'अजून कोणीही स्वीकारले नव्हते: शोधाची त्रिज्या {{from}} वरून {{to}} km केली',
  'A donor accepted': 'एका डोनरने स्वीकारले',
  '{{name}} accepted': '{{name}} यांनी स्वीकारले',
  'A donor declined': 'एका डोनरने नकार दिला',
  'Request cancelled': 'विनंती रद्द केली',
  'Marked fulfilled: 1 donation recorded': 'पूर्ण झाली: 1 रक्तदान नोंदवले',
  'Marked fulfilled: {{count}} donations recorded': 'पूर्ण झाली: {{count}} रक्तदाने नोंदवली',
};

const LOCALIZERS: Record<Language, Localize> = {
  en: (english) => english,
  hi: createLocalizer(TIMELINE_HI),
  mr: createLocalizer(TIMELINE_MR),
};

export function localizeTimeline(english: string, language: Language): string {
  return LOCALIZERS[language](english);
}

/** For the catalogue checks. */
export const TIMELINE_CATALOGUES = { hi: TIMELINE_HI, mr: TIMELINE_MR } as const;
