/**
 * Parses RFC 4180 CSV text (quoted fields, doubled quotes, commas and newlines inside quotes) into records
 * keyed by the header row. Small and strict: a row with the wrong number of fields is an error, because the
 * reference files are ours and a silent mis-parse would put data in the wrong columns.
 */
/** The header row names one column twice. */
export class CsvHeaderError extends Error {
  constructor(readonly column: string) {
    super(`CSV header names the column "${column}" twice`);
  }
}

export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;

  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (inQuotes) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else field += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
  if (!header) return [];
  // A repeated column name would keep only its last cells: the earlier ones would vanish without a word.
  const repeated = header.find((name, j) => header.indexOf(name) !== j);
  if (repeated !== undefined) throw new CsvHeaderError(repeated);
  return body.map((cells, index) => {
    if (cells.length !== header.length) {
      throw new Error(`CSV row ${index + 2} has ${cells.length} fields, expected ${header.length}`);
    }
    return Object.fromEntries(header.map((name, j) => [name, cells[j] ?? '']));
  });
}
