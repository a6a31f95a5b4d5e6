import {
  BLOOD_COMPONENTS,
  STOCK_UNITS_MAX,
  groupId,
  groupName,
  type BloodGroupName,
  type StockLine,
} from '@raktsetu/shared';
import { CsvHeaderError, parseCsv } from '../../lib/csv.ts';
import { componentName } from './stock-presenter.ts';

/** A bulk stock upload is one bank's grid at most: 8 groups × 5 components. */
const MAX_LINES = 40;
const COLUMNS = ['blood_group', 'component', 'units_available'] as const;

/** A line of the file that cannot be used, by its line number (the header is line 1). */
export interface CsvProblem {
  line: number;
  message: string;
}

export type StockCsvResult = { ok: true; figures: StockLine[] } | { ok: false; problems: CsvProblem[] };

/** "A+", "a +", "O−" (Unicode minus), "O neg", "AB positive" → the group; anything else → null. */
export function parseBloodGroup(raw: string): BloodGroupName | null {
  const match = /^(AB|A|B|O)\s*(\+|-|POS|POSITIVE|NEG|NEGATIVE)$/.exec(
    raw
      .replace(/[\u2212\u2013]/g, '-')
      .trim()
      .toUpperCase(),
  );
  if (!match) return null;
  const sign = match[2] === '+' || match[2]?.startsWith('POS') ? '+' : '-';
  return `${match[1]}${sign}` as BloodGroupName;
}

/** A component by its name (any letter case) or its id 1–5. */
export function parseComponent(raw: string): number | null {
  const value = raw.trim();
  if (/^[1-5]$/.test(value)) return Number(value);
  const found = BLOOD_COMPONENTS.find((c) => c.component_name.toLowerCase() === value.toLowerCase());
  return found?.component_id ?? null;
}

function parseLine(record: Record<string, string>): StockLine | string {
  const group = parseBloodGroup(record.blood_group ?? '');
  if (!group) return `"${record.blood_group ?? ''}" is not a blood group (use A+, A-, B+, B-, AB+, AB-, O+ or O-)`;
  const componentId = parseComponent(record.component ?? '');
  if (componentId === null) {
    const names = BLOOD_COMPONENTS.map((c) => c.component_name).join(', ');
    return `"${record.component ?? ''}" is not a component (use ${names}, or its number 1–5)`;
  }
  const units = (record.units_available ?? '').trim();
  if (!/^\d+$/.test(units) || Number(units) > STOCK_UNITS_MAX) {
    return `units_available "${units}" must be a whole number from 0 to ${STOCK_UNITS_MAX}`;
  }
  return { blood_group_id: groupId(group), component_id: componentId, units_available: Number(units) };
}

/** Header names as written, trimmed and lower-cased, so "Blood_Group " still counts. */
function normalized(record: Record<string, string>): Record<string, string> {
  const entries = Object.entries(record).map(([key, value]) => [key.trim().toLowerCase(), value] as const);
  const repeated = entries.find(([key], j) => entries.findIndex(([other]) => other === key) !== j);
  if (repeated) throw new CsvHeaderError(repeated[0]);
  return Object.fromEntries(entries);
}

const headerProblem = (message: string): StockCsvResult => ({ ok: false, problems: [{ line: 1, message }] });

/**
 * A stock CSV (header `blood_group,component,units_available`) as figures, or every line that is wrong: the
 * upload is all or nothing, so the staff member fixes the file once rather than line by line.
 */
export function parseStockCsv(text: string): StockCsvResult {
  let records: Record<string, string>[];
  try {
    records = parseCsv(text).map(normalized);
  } catch (error) {
    if (error instanceof CsvHeaderError) {
      return headerProblem(`the header names "${error.column}" twice; keep one column of each`);
    }
    const row = /row (\d+)/.exec((error as Error).message);
    const line = row ? Number(row[1]) : 1;
    return { ok: false, problems: [{ line, message: `expected the 3 columns ${COLUMNS.join(',')}` }] };
  }
  const first = records[0];
  if (!first) return { ok: false, problems: [{ line: 2, message: 'the file has no stock lines under its header' }] };
  const missing = COLUMNS.filter((c) => !(c in first));
  if (missing.length > 0) {
    return headerProblem(`the header must be ${COLUMNS.join(',')}`);
  }
  if (records.length > MAX_LINES) {
    const message = `the file has ${records.length} stock lines; at most ${MAX_LINES} (8 groups × 5 components)`;
    return { ok: false, problems: [{ line: MAX_LINES + 2, message }] };
  }
  const problems: CsvProblem[] = [];
  const figures: StockLine[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const line = index + 2;
    const parsed = parseLine(record);
    if (typeof parsed === 'string') {
      problems.push({ line, message: parsed });
      return;
    }
    const key = `${parsed.blood_group_id}:${parsed.component_id}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const what = `${groupName(parsed.blood_group_id)} ${componentName(parsed.component_id)}`;
      problems.push({ line, message: `${what} is already on line ${earlier}` });
      return;
    }
    seen.set(key, line);
    figures.push(parsed);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, figures };
}
