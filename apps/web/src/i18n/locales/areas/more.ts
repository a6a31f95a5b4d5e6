import offline from './offline.ts';
import push from './push.ts';

/** The areas of the other pages: they load with en-more.ts and its kin. */
export default {
  en: { ...push.en, ...offline.en },
  hi: { ...push.hi, ...offline.hi },
  mr: { ...push.mr, ...offline.mr },
};
