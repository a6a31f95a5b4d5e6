import { defineArea } from './define-area.ts';

/** Placeholder until its feature lands: the texts of `language` in every language. */
export default defineArea({
  en: { language: {} },
  hi: { language: {} },
  mr: { language: {} },
});
