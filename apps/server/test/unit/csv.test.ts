import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/lib/csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and CRLF line ends', () => {
    const text = 'name,address\r\n"Bank, One","12 ""A"" Road"\r\nTwo,\r\n';
    expect(parseCsv(text)).toEqual([
      { name: 'Bank, One', address: '12 "A" Road' },
      { name: 'Two', address: '' },
    ]);
  });

  it('refuses a row with the wrong number of fields', () => {
    expect(() => parseCsv('a,b\n1,2,3\n')).toThrow('CSV row 2 has 3 fields, expected 2');
  });

  it('ignores a byte-order mark and a missing final newline', () => {
    expect(parseCsv('\uFEFFa\n1')).toEqual([{ a: '1' }]);
  });
});
