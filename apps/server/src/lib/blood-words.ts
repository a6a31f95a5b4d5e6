import type { BloodComponentName, Language } from '@raktsetu/shared';

/**
 * Blood components and request urgencies as the server's own texts (e-mails, notices) say them in each language.
 * Blood groups (A+, O-) and SOS stay as they are in every language; the database keeps the English names.
 */
const COMPONENTS: Record<Exclude<Language, 'en'>, Record<BloodComponentName, string>> = {
  hi: {
    'Whole Blood': 'होल ब्लड',
    'Packed Red Blood Cells': 'पैक्ड रेड सेल (PRBC)',
    Platelets: 'प्लेटलेट्स',
    Plasma: 'प्लाज़्मा',
    Cryoprecipitate: 'क्रायोप्रेसिपिटेट',
  },
  mr: {
    'Whole Blood': 'होल ब्लड',
    'Packed Red Blood Cells': 'पॅक्ड रेड सेल (PRBC)',
    Platelets: 'प्लेटलेट्स',
    Plasma: 'प्लाझ्मा',
    Cryoprecipitate: 'क्रायोप्रेसिपिटेट',
  },
};

/**
 * A request's urgency as an adjective before "request" ("Urgent request"), in the web's words for it so a notice
 * and the request's badge agree; SOS is SOS everywhere.
 */
const URGENCIES: Record<Exclude<Language, 'en'>, Record<'Scheduled' | 'Urgent', string>> = {
  hi: { Scheduled: 'तय समय पर', Urgent: 'अर्जेंट' },
  mr: { Scheduled: 'ठरलेली', Urgent: 'तातडीची' },
};

/** A component's name in the language; a name not in the list (none today) stays as stored. */
export function componentWord(language: Language, component: string): string {
  if (language === 'en') return component;
  return COMPONENTS[language][component as BloodComponentName] ?? component;
}

/** An urgency in the language (SOS and anything unknown stay as stored). */
export function urgencyWord(language: Language, urgency: string): string {
  if (language === 'en' || (urgency !== 'Scheduled' && urgency !== 'Urgent')) return urgency;
  return URGENCIES[language][urgency];
}
