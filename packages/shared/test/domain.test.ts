import { describe, expect, it } from 'vitest';
import { ageInYears, distanceKm, isValidIsoDate, passwordStrength, todayIso } from '../src/index.ts';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Fair'],
    ['Abcdefg1', 4, 'Good'],
    ['Abcdef1!', 5, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    const s = passwordStrength(password);
    expect(s.score).toBe(score);
    expect(s.label).toBe(label);
    expect(s.missing).toHaveLength(5 - score);
  });

  it('lists the rules still missing', () => {
    expect(passwordStrength('abcdefgh').missing).toEqual(['An uppercase letter', 'A number', 'A special character']);
  });
});

describe('distanceKm', () => {
  it('measures Mumbai to Pune along the great circle, rounded to 2 decimals', () => {
    const km = distanceKm(19.076, 72.8777, 18.5204, 73.8567);
    expect(km).toBeGreaterThan(118);
    expect(km).toBeLessThan(121);
    expect(Number.isInteger(km * 100)).toBe(true);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(12.97, 77.59, 12.97, 77.59)).toBe(0);
    expect(distanceKm(28.61, 77.2, 13.08, 80.27)).toBe(distanceKm(13.08, 80.27, 28.61, 77.2));
  });
});

describe('dates', () => {
  it('accepts only real calendar dates', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
    expect(isValidIsoDate('01-01-2024')).toBe(false);
  });

  it('counts whole years of age', () => {
    expect(ageInYears('2010-06-15', '2026-06-14')).toBe(15);
    expect(ageInYears('2010-06-15', '2026-06-15')).toBe(16);
  });

  it('takes "today" in India time', () => {
    expect(todayIso(new Date('2026-11-20T19:00:00Z'))).toBe('2026-11-21');
    expect(todayIso(new Date('2026-11-20T18:00:00Z'))).toBe('2026-11-20');
  });
});
