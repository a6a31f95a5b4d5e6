import { randomBytes } from 'node:crypto';

/*
 * Certificate verification codes: RSC-XXXX-XXXX-XXXX, 12 characters from Crockford's base-32 alphabet (no I, L,
 * O or U, so nothing reads as another letter). 60 random bits: short enough to type, too many to guess.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PATTERN = /^RSC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export function newCertificateCode(): string {
  // 256 is a multiple of 32, so `byte % 32` picks every character equally often.
  const chars = [...randomBytes(12)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `RSC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** The code as typed (any case, spaces around) in its printed form, or null when it cannot be one. */
export function normaliseCertificateCode(input: string): string | null {
  const code = input.trim().toUpperCase();
  return PATTERN.test(code) ? code : null;
}
