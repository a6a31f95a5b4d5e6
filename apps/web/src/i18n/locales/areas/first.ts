import appShell from './app-shell.ts';
import language from './language.ts';

/** The areas the first pages need (landing, sign-in, the layouts): they load with en-first.ts and its kin. */
export default {
  en: { ...language.en, ...appShell.en },
  hi: { ...language.hi, ...appShell.hi },
  mr: { ...language.mr, ...appShell.mr },
};
