import { z } from 'zod';

/**
 * Zod's own messages ("Invalid input: expected boolean, received string", "Too big: expected number to be
 * <=9007199254740991") are written for programmers. Every rule without a message of its own gets one here that a
 * person understands: which field, and what is allowed. None of them repeats the value that was sent, so a
 * message can be shown or logged safely.
 */

type Issue = z.core.$ZodRawIssue;

const TYPE_WORDS: Record<string, string> = {
  string: 'must be text',
  number: 'must be a number',
  int: 'must be a whole number',
  bigint: 'must be a whole number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
  date: 'must be a date',
  null: 'must be empty (null)',
};

const FORMAT_WORDS: Record<string, string> = {
  uuid: 'must be a valid id',
  guid: 'must be a valid id',
  email: 'must be a valid email address',
  url: 'must be a web address',
  date: 'must be a date like 2024-01-31',
  datetime: 'must be a date and time like 2024-01-31T09:30:00Z',
};

/** 'is_available_for_sos', 'donor_ids.2' — or null for the whole value. */
function fieldOf(issue: Issue): string | null {
  const path = issue.path ?? [];
  return path.length > 0 ? path.map(String).join('.') : null;
}

function typeMessage(issue: Issue & { expected?: string }, field: string | null): string {
  if (issue.input === undefined || issue.input === null) {
    return field ? `${field} is required` : 'The request body is missing; send a JSON object.';
  }
  if (!field && issue.expected === 'object') return 'The request body must be a JSON object.';
  return `${field ?? 'The value'} ${TYPE_WORDS[issue.expected ?? ''] ?? 'has the wrong type'}`;
}

function boundary(value: unknown): string {
  return typeof value === 'bigint' || typeof value === 'number' ? String(value) : '';
}

function sizeMessage(issue: Issue, subject: string, direction: 'small' | 'big'): string {
  const { origin, inclusive } = issue as Issue & { origin?: string; inclusive?: boolean };
  const raw = (issue as { minimum?: unknown; maximum?: unknown })[direction === 'small' ? 'minimum' : 'maximum'];
  const limit = boundary(raw);
  const atLeast = direction === 'small' ? (inclusive === false ? 'more than' : 'at least') : '';
  const atMost = direction === 'big' ? (inclusive === false ? 'less than' : 'at most') : '';
  const bound = atLeast || atMost;
  if (origin === 'string') {
    if (direction === 'small' && Number(raw) <= 1) return `${subject} must not be empty`;
    return `${subject} must be ${bound} ${limit} characters`;
  }
  if (origin === 'array' || origin === 'set') return `${subject} must have ${bound} ${limit} item(s)`;
  // int() refuses numbers beyond what a double holds exactly; that limit means nothing to a person.
  if (Math.abs(Number(raw)) >= Number.MAX_SAFE_INTEGER) {
    return direction === 'big' ? `${subject} is too large` : `${subject} is too small`;
  }
  return `${subject} must be ${bound} ${limit}`;
}

function allowedKeys(issue: Issue): string {
  const shape = (issue.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape;
  const keys = shape ? Object.keys(shape) : [];
  return keys.length > 0 ? ` Allowed fields: ${keys.join(', ')}.` : '';
}

export function humanMessage(issue: Issue): string {
  const field = fieldOf(issue);
  const subject = field ?? 'The value';
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, field);
    case 'too_small':
      return sizeMessage(issue, subject, 'small');
    case 'too_big':
      return sizeMessage(issue, subject, 'big');
    case 'invalid_format': {
      const format = (issue as { format?: string }).format ?? '';
      return `${subject} ${FORMAT_WORDS[format] ?? 'is not in the right format'}`;
    }
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${boundary((issue as { divisor?: unknown }).divisor)}`;
    case 'unrecognized_keys':
      return `${field ? `${field} contains` : 'The request contains'} fields that are not accepted.${allowedKeys(issue)}`;
    case 'invalid_value': {
      const values = ((issue as { values?: unknown[] }).values ?? []).map((v) => JSON.stringify(v));
      return values.length === 1 ? `${subject} must be ${values[0]}` : `${subject} must be one of ${values.join(', ')}`;
    }
    case 'invalid_union':
      return `${subject} is not one of the accepted forms`;
    case 'invalid_key':
    case 'invalid_element':
      return `${subject} contains an entry that is not accepted`;
    default:
      return `${subject} is not valid`;
  }
}

z.config({ customError: humanMessage });
