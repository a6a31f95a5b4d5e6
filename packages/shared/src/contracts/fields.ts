import { z } from 'zod';
import { BLOOD_GROUPS } from '../constants.ts';
import { ageInYears, isValidIsoDate, todayIso } from '../domain/dates.ts';
import { MESSAGES } from '../messages.ts';
import { EMAIL_PATTERN, hasUntypableCharacters, PHONE_PATTERN } from '../domain/text.ts';

// Re-exported for the schemas' importers; the web's first page imports them from domain/text.ts without zod.
export { EMAIL_PATTERN, hasUntypableCharacters, PHONE_PATTERN };

/** Building blocks of the request schemas; each carries the product’s message for its failure. */

/**
 * The one way to accept text: every string field of every request starts here, so characters nobody can type
 * are refused once, with a message that names the field, before any other rule runs.
 */
export function textField(label: string, requiredMessage?: string) {
  return z
    .string({
      // Left out or null: the field's own "required" message; any other type: the shared wording (error-map.ts).
      error: (issue) => (issue.input == null ? requiredMessage : undefined),
    })
    .refine((value) => !hasUntypableCharacters(value), {
      error: `${label} contains invisible control characters; please retype it`,
      abort: true,
    });
}

export const emailField = textField('Email', MESSAGES.emailRequired)
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

export const phoneField = textField('Phone number', MESSAGES.phoneRequired)
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(25, MESSAGES.phoneInvalid)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

export const fullNameField = (minMessage: string = MESSAGES.fullNameMin) =>
  textField('Full name', MESSAGES.fullNameRequired)
    .trim()
    .min(1, MESSAGES.fullNameRequired)
    .min(2, minMessage)
    .max(100, 'Full name must be at most 100 characters');

/** City and state are optional; an empty string means "not given". */
export const optionalPlaceField = textField('City or state')
  .trim()
  .max(100, 'Must be at most 100 characters')
  .nullish()
  .transform((v) => (v ? v : null));

export const bloodGroupIdField = z
  .number({ error: MESSAGES.bloodGroupRequired })
  .int(MESSAGES.bloodGroupRequired)
  .min(1, MESSAGES.bloodGroupRequired)
  .max(8, MESSAGES.bloodGroupRequired);

export const isoDateField = (invalidMessage: string) =>
  textField('Date', invalidMessage).refine(isValidIsoDate, invalidMessage);

/** A date of birth: a real date giving an age between 0 and 120. */
export const dateOfBirthField = textField('Date of birth', MESSAGES.dobRequired)
  .trim()
  .min(1, MESSAGES.dobRequired)
  .refine((v) => {
    if (!isValidIsoDate(v) || v > todayIso()) return false;
    const age = ageInYears(v);
    return age >= 0 && age <= 120;
  }, MESSAGES.dobInvalid);

export const latitudeField = z
  .number({ error: MESSAGES.latitudeInvalid })
  .min(-90, MESSAGES.latitudeInvalid)
  .max(90, MESSAGES.latitudeInvalid);
export const longitudeField = z
  .number({ error: MESSAGES.longitudeInvalid })
  .min(-180, MESSAGES.longitudeInvalid)
  .max(180, MESSAGES.longitudeInvalid);

export const uuidParam = z.object({ id: z.uuid('Not a valid id') });

// ---- Query parameters --------------------------------------------------------------------------------------
// A query string carries only text: `?limit=` means "not given", and a number is read only when all of it is one
// (Number() would turn '' into 0 and '0x10' into 16).
const WHOLE_NUMBER = /^[+-]?\d+$/;
const DECIMAL_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

function readNumber(pattern: RegExp) {
  return (value: unknown) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return pattern.test(text) ? Number(text) : Number.NaN;
  };
}

interface QueryNumberOptions {
  min: number;
  max: number;
  /** What to say for any bad value; by default the field and its range. */
  message?: string;
}

/** A whole number in a query string, e.g. `page`; the message states the range. */
export function queryInteger(name: string, { min, max, message }: QueryNumberOptions) {
  const bad = message ?? `${name} must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    readNumber(WHOLE_NUMBER),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : bad) })
      .int({ error: bad, abort: true })
      .min(min, { error: bad, abort: true })
      .max(max, bad),
  );
}

/** The same with a default when left out or left empty. */
export function optionalQueryInteger(name: string, options: QueryNumberOptions & { default: number }) {
  const bad = options.message ?? `${name} must be a whole number from ${options.min} to ${options.max}`;
  return z.preprocess(
    readNumber(WHOLE_NUMBER),
    z
      .number({ error: bad })
      .int({ error: bad, abort: true })
      .min(options.min, { error: bad, abort: true })
      .max(options.max, bad)
      .default(options.default),
  );
}

/** A number that may have decimals, e.g. a latitude. */
export function queryNumber(name: string, { min, max, message }: QueryNumberOptions) {
  const bad = message ?? `${name} must be a number from ${min} to ${max}`;
  return z.preprocess(
    readNumber(DECIMAL_NUMBER),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : bad) })
      .min(min, { error: bad, abort: true })
      .max(max, bad),
  );
}

/** A blood group in a query string, by name (O+, o-, "O " for a + the URL turned into a space) or id 1–8; gives the id. */
export function bloodGroupQuery(name: string) {
  const names = BLOOD_GROUPS.map((g) => g.group_name as string);
  return textField(name)
    .trim()
    .transform((v) => v.toUpperCase().replace(' ', '+'))
    .refine((v) => names.includes(v) || /^[1-8]$/.test(v), `${name} must be a blood group such as O+ or an id 1–8`)
    .transform((v) => (/^[1-8]$/.test(v) ? Number(v) : names.indexOf(v) + 1));
}

/** A yes/no switch in a query string: `true` or `false`. */
export function queryBoolean(name: string) {
  return z.enum(['true', 'false'], { error: `${name} must be true or false` }).transform((v) => v === 'true');
}
