import healthTipsLanguage from './health-tips-language.ts';
import offline from './offline.ts';
import push from './push.ts';
import reference from './reference.ts';

/** The areas of the other pages: they load with en-more.ts and its kin. */
export default {
  en: { ...push.en, ...offline.en, ...reference.en, ...healthTipsLanguage.en },
  hi: { ...push.hi, ...offline.hi, ...reference.hi, ...healthTipsLanguage.hi },
  mr: { ...push.mr, ...offline.mr, ...reference.mr, ...healthTipsLanguage.mr },
};
