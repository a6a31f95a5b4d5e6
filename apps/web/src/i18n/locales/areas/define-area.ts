/**
 * An area is one feature's texts in every language, kept in one file (e.g. the language switcher, the offline
 * pages, push settings), so the feature's author writes English, Hindi and Marathi side by side. Hindi and
 * Marathi must have exactly the English keys; `tsc` fails on a missing or extra one.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export interface Area<T> {
  en: T;
  hi: Translation<T>;
  mr: Translation<T>;
}

export function defineArea<const T>(area: { en: T; hi: Translation<T>; mr: Translation<T> }): Area<T> {
  return area;
}
