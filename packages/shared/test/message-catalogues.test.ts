import { describe, expect, it } from 'vitest';
import HI from '../src/i18n/catalogues/hi.ts';
import MR from '../src/i18n/catalogues/mr.ts';
import { requestMessageIds } from '../src/i18n/catalogues/by-english.ts';
import {
  INELIGIBLE_REASON_TEXT,
  MESSAGES,
  PASSWORD_CHECKS,
  createLocalizer,
  loadMessageCatalogue,
  placeholdersOf,
  profileUpdateSchema,
  registerSchema,
  REQUEST_MESSAGES,
} from '../src/index.ts';
import { errorsOf } from './support/errors-of.ts';

const CATALOGUES = { hi: HI, mr: MR } as const;
const DEVANAGARI = /[\u0900-\u097F]/;
const numbersOf = (text: string) => (text.replace(/\{\{\w+\}\}/g, '').match(/\d+/g) ?? []).sort();

describe.each(Object.entries(CATALOGUES))('the shared %s catalogue', (_language, catalogue) => {
  const localize = createLocalizer(catalogue);

  it('translates every MESSAGES and REQUEST_MESSAGES entry', () => {
    for (const english of [...Object.values(MESSAGES), ...Object.values(requestMessageIds())]) {
      expect(catalogue[english], english).toBeDefined();
      expect(catalogue[english], english).toMatch(DEVANAGARI);
    }
  });

  it('keeps every placeholder and every number of the English', () => {
    for (const [english, translated] of Object.entries(catalogue)) {
      expect(placeholdersOf(translated), english).toEqual(placeholdersOf(english));
      // A translation may add an example ("0–9"); it never loses or changes a number of the English.
      const numbers = numbersOf(translated);
      for (const n of numbersOf(english)) expect(numbers, english).toContain(n);
    }
  });

  it('says a request status inside the sentence in its own words', () => {
    const text = localize(REQUEST_MESSAGES.noLongerNeedsDonors('Fulfilled'));
    expect(text).toMatch(DEVANAGARI);
    expect(text).not.toMatch(/fulfilled/i);
  });

  it('translates the eligibility reasons and the password checks', () => {
    for (const english of [...Object.values(INELIGIBLE_REASON_TEXT), ...PASSWORD_CHECKS.map((c) => c.label)]) {
      expect(localize(english), english).toMatch(DEVANAGARI);
    }
  });

  it('translates what the schemas and the error map say, keeping field names as they are', () => {
    const register = errorsOf(registerSchema, { email: 'nope', password: 1, full_name: 'A', user_type: 'Robot' });
    const profile = errorsOf(profileUpdateSchema, { weight_kg: 10, sex: 'x', is_available_for_sos: 'yes' });
    const messages = [...Object.values(register), ...Object.values(profile)].flat();
    expect(messages.length).toBeGreaterThan(4);
    for (const english of messages) {
      const translated = localize(english);
      expect(translated, english).not.toBe(english);
      expect(translated, english).toMatch(DEVANAGARI);
    }
    expect(localize('is_available_for_sos must be true or false')).toContain('is_available_for_sos');
  });
});

describe('createLocalizer', () => {
  const localize = createLocalizer(
    { 'in {{count}} minutes': '{{count}} मिनट बाद', 'Try again {{wait}}.': '{{wait}} फिर कोशिश करें।' },
    { 'Try again {{wait}}.': 'कृपया {{wait}} फिर से कोशिश करें।', Open: 'खुला' },
  );

  it('fills a template, translating what its placeholders captured, the later catalogue winning', () => {
    expect(localize('Try again in 5 minutes.')).toBe('कृपया 5 मिनट बाद फिर से कोशिश करें।');
    expect(localize('Open')).toBe('खुला');
  });

  it('gives back in English what no catalogue knows', () => {
    expect(localize('Something new')).toBe('Something new');
    expect(localize('')).toBe('');
  });

  it('loads a language only when asked, and nothing for English', async () => {
    expect(await loadMessageCatalogue('en')).toEqual({});
    expect(await loadMessageCatalogue('hi')).toBe(HI);
    expect(await loadMessageCatalogue('mr')).toBe(MR);
  });
});

it('the Hindi and Marathi catalogues translate the same messages', () => {
  expect(Object.keys(MR).sort()).toEqual(Object.keys(HI).sort());
});
