import push from './push.ts';

/** The areas of the other pages: they load with en-more.ts and its kin. */
export default {
  en: { ...push.en },
  hi: { ...push.hi },
  mr: { ...push.mr },
};
