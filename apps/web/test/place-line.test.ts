import { describe, expect, it } from 'vitest';
import { placeLine } from '../src/lib/format.ts';

describe('placeLine', () => {
  it('says a city and state once when the address already ends with them', () => {
    expect(
      placeLine([
        'Ashvini Nagar, Port Blair, Andaman and Nicobar Islands.',
        'Port Blair',
        'Andaman and Nicobar Islands',
      ]),
    ).toBe('Ashvini Nagar, Port Blair, Andaman and Nicobar Islands');
    expect(placeLine(['Parel, Mumbai.', 'Mumbai', 'Maharashtra', '400012'])).toBe('Parel, Mumbai, Maharashtra, 400012');
  });

  it('keeps every different part, skips empty ones, and ignores case', () => {
    expect(placeLine(['Near Cellular Jail', null, 'Port Blair', undefined, ''])).toBe('Near Cellular Jail, Port Blair');
    expect(placeLine(['Sector 5, PUNE', 'Pune'])).toBe('Sector 5, PUNE');
    // A city inside a longer piece is not the same piece: "Pune Road" does not stand for Pune.
    expect(placeLine(['Pune Road', 'Pune'])).toBe('Pune Road, Pune');
    expect(placeLine([])).toBe('');
  });
});
