import { describe, expect, it } from 'vitest';
import { isLanguage, matchLanguage, parseAcceptLanguage } from '../src/index.ts';

describe('parseAcceptLanguage', () => {
  it('orders tags by their q weight, keeping the order written for equal weights', () => {
    expect(parseAcceptLanguage('en;q=0.5, mr-IN, hi;q=0.8')).toEqual(['mr-IN', 'hi', 'en']);
    expect(parseAcceptLanguage('hi, mr')).toEqual(['hi', 'mr']);
  });

  it('drops q=0 ("not this one"), empty parts and unreadable weights', () => {
    expect(parseAcceptLanguage('hi;q=0, , mr;q=abc, en')).toEqual(['en']);
  });

  it('reads nothing from a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });

  it('reads at most 20 parts of a header, however long', () => {
    const header = Array.from({ length: 500 }, (_, i) => `x${i}`).join(',');
    expect(parseAcceptLanguage(header)).toHaveLength(20);
  });
});

describe('matchLanguage', () => {
  it('takes the first tag whose language we speak, region or not', () => {
    expect(matchLanguage(['hi-IN', 'en'])).toBe('hi');
    expect(matchLanguage(['fr', 'MR_in'])).toBe('mr');
    expect(matchLanguage(parseAcceptLanguage('de;q=0.9, hi;q=0.2'))).toBe('hi');
  });

  it('falls back to English for nothing, or only languages we do not speak', () => {
    expect(matchLanguage([])).toBe('en');
    expect(matchLanguage(['fr-FR', 'ta'])).toBe('en');
    expect(matchLanguage(['*'])).toBe('en');
  });

  it('knows its own languages', () => {
    expect(isLanguage('mr')).toBe(true);
    expect(isLanguage('hi-IN')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });
});
