import { defineArea } from './define-area.ts';

/** Placeholder until its feature lands: the texts of `push` in every language. */
export default defineArea({
  en: { push: {} },
  hi: { push: {} },
  mr: { push: {} },
});
