import { describe, expect, it } from 'vitest';
import { phoneNumbers, telHref } from '../src/features/requests/request-format.ts';

describe('phoneNumbers: the numbers of a directory phone field, each one dialable', () => {
  it('splits a field listing several numbers', () => {
    expect(phoneNumbers('020 26126868, 020 24480431; 9423575986')).toEqual([
      '020 26126868',
      '020 24480431',
      '9423575986',
    ]);
  });

  it('drops an extension (said to the operator, not dialled) and parts that are not numbers', () => {
    const numbers = phoneNumbers('022 24177000, 022 24127096 (Extn. 4682), Blood bank');
    expect(numbers).toEqual(['022 24177000', '022 24127096']);
    expect(numbers.map(telHref)).toEqual(['tel:02224177000', 'tel:02224127096']);
  });

  it('has nothing for an empty field', () => {
    expect(phoneNumbers(null)).toEqual([]);
    expect(phoneNumbers('  ')).toEqual([]);
  });
});
