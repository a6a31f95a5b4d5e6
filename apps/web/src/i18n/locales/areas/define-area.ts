/**
 * An area is one feature's texts in every language, kept in one file (e.g. the language switcher, the offline
 * pages, push settings), so the feature's author writes English, Hindi and Marathi side by side: `export const en`,
 * then `export const hi: Translation<typeof en>` and `mr` likewise, so `tsc` fails on a missing or extra key.
 * They are separate exports (not one object) so that each language's bundle takes only its own words.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
