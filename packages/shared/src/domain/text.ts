/** Text rules that need no zod, so the web's first page can check a form by hand (see contracts/fields.ts). */

/**
 * Control characters other than tab and newline, and halves of surrogate pairs: nobody types them, PostgreSQL
 * refuses NUL outright, and the others hide text from whoever reads it later. With them go the characters that
 * reorder or hide text when another person reads it (bidirectional overrides and isolates, zero-width space, line
 * and paragraph separators, byte-order mark) — a name reaches donors and patients in notices and e-mails. The
 * zero-width joiners (U+200C, U+200D) stay: Devanagari needs them.
 */
const CONTROL = /(?![\t\n])\p{Cc}|[\u200B\u200E\u200F\u202A-\u202E\u2028\u2029\u2066-\u2069\uFEFF]/u;
// Read without the u flag on purpose, so that each half of a pair is seen on its own.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasUntypableCharacters(value: string): boolean {
  return CONTROL.test(value) || LONE_SURROGATE.test(value);
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional leading +, then at least 10 of digits, spaces, hyphens, parentheses. */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;
