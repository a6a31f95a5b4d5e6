import { describe, expect, it } from 'vitest';
import { shortName } from '../../src/lib/short-name.ts';

describe('donor search: the name a searcher sees', () => {
  it('is the first name and the initial of the last', () => {
    expect(shortName('Asha Kulkarni')).toBe('Asha K.');
    expect(shortName('  Ravi  ')).toBe('Ravi');
    expect(shortName('Asha Devi Kulkarni')).toBe('Asha K.');
  });

  it('leaves out a bracketed aside, so it does not become the initial', () => {
    expect(shortName('Vikram Iyer (demo donor)')).toBe('Vikram I.');
    expect(shortName('Asha (Guddi) Patil')).toBe('Asha P.');
    expect(shortName('Ravi (driver')).toBe('Ravi');
  });

  it('keeps a name that is only a bracket as it is', () => {
    expect(shortName('(Ravi)')).toBe('(Ravi)');
  });
});
