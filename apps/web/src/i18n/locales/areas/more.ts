import * as healthTipsLanguage from './health-tips-language.ts';
import * as offline from './offline.ts';
import * as push from './push.ts';
import * as reference from './reference.ts';

/** The areas of the other pages, per language: each part loads with that language's other texts (en-more.ts…). */
export const en = { ...push.en, ...offline.en, ...reference.en, ...healthTipsLanguage.en };
export const hi = { ...push.hi, ...offline.hi, ...reference.hi, ...healthTipsLanguage.hi };
export const mr = { ...push.mr, ...offline.mr, ...reference.mr, ...healthTipsLanguage.mr };
