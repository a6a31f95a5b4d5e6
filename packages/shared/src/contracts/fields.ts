import { z } from 'zod';
import { ageInYears, isValidIsoDate, todayIso } from '../domain/dates.ts';
import { MESSAGES } from '../messages.ts';

/** Building blocks of the request schemas; each carries the SPEC message for its failure. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional leading +, then at least 10 of digits, spaces, hyphens, parentheses (SPEC §5). */
export const PHONE_PATTERN = /^\+?[\d\s\-()]{10,}$/;

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, MESSAGES.emailInvalid)
  .transform((email) => email.toLowerCase());

export const phoneField = z
  .string({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(25, MESSAGES.phoneInvalid)
  .regex(PHONE_PATTERN, MESSAGES.phoneInvalid);

export const fullNameField = (minMessage: string = MESSAGES.fullNameMin) =>
  z
    .string({ error: MESSAGES.fullNameRequired })
    .trim()
    .min(1, MESSAGES.fullNameRequired)
    .min(2, minMessage)
    .max(100, 'Full name must be at most 100 characters');

/** City and state are optional; an empty string means "not given". */
export const optionalPlaceField = z
  .string()
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
  z.string({ error: invalidMessage }).refine(isValidIsoDate, invalidMessage);

/** A date of birth: a real date giving an age between 0 and 120. */
export const dateOfBirthField = z
  .string({ error: MESSAGES.dobRequired })
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
