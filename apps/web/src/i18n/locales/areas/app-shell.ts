import { defineArea } from './define-area.ts';

/** Placeholder until its feature lands: the texts of `appShell` in every language. */
export default defineArea({
  en: { appShell: {} },
  hi: { appShell: {} },
  mr: { appShell: {} },
});
