import { z } from 'zod';
import { USER_TYPES, type UserType } from '../constants.ts';
import { todayIso } from '../domain/dates.ts';
import { ELIGIBILITY, type IneligibleReason } from '../domain/eligibility.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { MESSAGES } from '../messages.ts';
import { successEnvelope } from './envelope.ts';
import {
  PHONE_PATTERN,
  dateOfBirthField,
  emailField,
  fullNameField,
  isoDateField,
  latitudeField,
  longitudeField,
  optionalPlaceField,
  phoneField,
  queryNumber,
  textField,
} from './fields.ts';

export const DONOR_SEXES = ['male', 'female'] as const;

/** The human words for each reason a donor may not give now. */
export const INELIGIBLE_REASON_TEXT: Record<IneligibleReason, string> = {
  too_young: 'Under 18',
  too_old: 'Over 65',
  underweight: `Weight under ${ELIGIBILITY.minWeightKg} kg`,
  low_haemoglobin: `Haemoglobin under ${ELIGIBILITY.minHaemoglobin} g/dL`,
  recent_donation: 'Gave blood recently',
};

export const donorEligibilitySchema = z.object({
  eligible: z.boolean(),
  /** In human words (INELIGIBLE_REASON_TEXT), in the order of reason_codes. */
  reasons: z.array(z.string()),
  reason_codes: z.array(z.enum(['too_young', 'too_old', 'underweight', 'low_haemoglobin', 'recent_donation'])),
  /** The first day the donor may give again when a recent donation is a bar ('YYYY-MM-DD'). */
  next_eligible_date: z.string().nullable(),
});
export type EligibilityView = z.infer<typeof donorEligibilitySchema>;

/** The profile as the server shows it to its owner. Role fields are null for the other role. */
export const profileSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  full_name: z.string(),
  phone_number: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  user_type: z.enum(USER_TYPES),
  is_verified: z.boolean(),
  blood_group_id: z.number().nullable(),
  blood_group: z.string().nullable(),
  /** Patients and donors (a donor's age, 18–65, governs eligibility). */
  date_of_birth: z.string().nullable(),
  // Patient
  medical_conditions: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  // Donor
  is_available_for_sos: z.boolean().nullable(),
  interests: z.array(z.string()),
  last_donation_date: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  location_updated_at: z.string().nullable(),
  /** Donors who gave recently: the first day they may give again (null when they may give now). */
  next_eligible_date: z.string().nullable(),
  sex: z.enum(DONOR_SEXES).nullable(),
  weight_kg: z.number().nullable(), // kg
  hemoglobin_g_dl: z.number().nullable(), // g/dL, self-declared
  /** Donors only (null for everyone else): whether they may give now, and if not why and from when. */
  eligibility: donorEligibilitySchema.nullable(),
  /** Donors: e-mails for request alerts other than SOS (SOS alerts are always e-mailed). Null for other roles. */
  email_alerts: z.boolean().nullable(),
  /** Donors: willing to join a patient's Blood Bridge (nearby patients may invite them). Null for other roles. */
  bridge_willing: z.boolean().nullable(),
  /** Everyone: e-mails for notices (stock nearby, coupons, eligible again). */
  email_notices: z.boolean(),
  /** The language e-mails, notices and CareBot use for this person (the web's switcher sets it). */
  preferred_language: z.enum(LANGUAGES),
  /** Quiet hours for push notices other than SOS, minutes after midnight India time (IST). */
  quiet_hours_enabled: z.boolean(),
  quiet_hours_start: z.number().int(),
  quiet_hours_end: z.number().int(),
  created_at: z.string(),
  /** A new e-mail address waiting for its confirmation link; the account still uses `email` until then. */
  pending_email: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = successEnvelope(profileSchema);

/**
 * The fields only one role has. The other role may not set them (the server refuses them) and is never asked for
 * them. Adding a role's field means adding it here, to profileSchema and to profileUpdateSchema.
 */
export const PATIENT_PROFILE_FIELDS = ['date_of_birth', 'medical_conditions', 'emergency_contact'] as const;
/** Donor-only fields; a donor also has `date_of_birth` (see ROLE_PROFILE_FIELDS.Donor). */
export const DONOR_PROFILE_FIELDS = [
  'is_available_for_sos',
  'interests',
  'last_donation_date',
  'sex',
  'weight_kg',
  'hemoglobin_g_dl',
] as const;
export const ROLE_PROFILE_FIELDS = {
  Patient: PATIENT_PROFILE_FIELDS,
  Donor: [...DONOR_PROFILE_FIELDS, 'date_of_birth'],
  BloodBankStaff: [],
  Coordinator: [],
  Admin: [],
} as const satisfies Record<UserType, readonly (keyof Profile)[]>;
export type RoleProfileField = (typeof ROLE_PROFILE_FIELDS)[UserType][number];

/**
 * E-mail preferences, edited on the settings page through PUT /api/auth/profile: `email_notices` for everyone,
 * `email_alerts` for donors only (the server refuses it from other roles).
 */
export const EMAIL_PREFERENCE_FIELDS = ['email_notices', 'email_alerts'] as const;

/** Everyone's: the language and the quiet hours, also sent through PUT /api/auth/profile. */
export const NOTICE_PREFERENCE_FIELDS = [
  'preferred_language',
  'quiet_hours_enabled',
  'quiet_hours_start',
  'quiet_hours_end',
] as const;

/** A time of day for quiet hours: minutes after midnight, IST (0–1439). */
const minuteOfDayField = (label: string) =>
  z
    .number({ error: `${label} must be a time of day` })
    .int(`${label} must be a time of day`)
    .min(0, `${label} must be a time of day`)
    .max(1439, `${label} must be a time of day`);

/** The fields every account has and edits (the e-mail only after a confirmation, see profileUpdateSchema). */
export const ACCOUNT_PROFILE_FIELDS = ['full_name', 'email', 'phone_number', 'city', 'state'] as const;

/**
 * What a complete profile has, by role: the completion card lists what is missing and its percentage. `location`
 * stands for the donor's saved latitude and longitude.
 */
export const REQUIRED_PROFILE_FIELDS = {
  Patient: ['full_name', 'email', 'phone_number', 'city', 'state', 'blood_group', 'date_of_birth', 'emergency_contact'],
  Donor: ['full_name', 'email', 'phone_number', 'city', 'state', 'blood_group', 'location'],
  BloodBankStaff: ['full_name', 'email', 'phone_number'],
  Coordinator: ['full_name', 'email', 'phone_number'],
  Admin: ['full_name', 'email', 'phone_number'],
} as const satisfies Record<UserType, readonly (keyof Profile | 'location')[]>;
export type CompletionField = (typeof REQUIRED_PROFILE_FIELDS)[UserType][number];

/** Interests: trimmed, lower-cased, no duplicates, no empties. */
export const interestsField = z
  .array(textField('Each interest').max(60, 'Each interest must be at most 60 characters'))
  .max(50, 'At most 50 interests')
  .transform((list) => [...new Set(list.map((i) => i.trim().toLowerCase()).filter(Boolean))]);

export const lastDonationDateField = isoDateField('Please enter a valid date').refine(
  (v) => v <= todayIso(),
  MESSAGES.lastDonationFuture,
);

const emergencyContactField = textField('Emergency contact')
  .trim()
  .max(25, MESSAGES.emergencyContactInvalid)
  .refine((v) => v === '' || PHONE_PATTERN.test(v), MESSAGES.emergencyContactInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

const medicalConditionsField = textField('Medical conditions')
  .trim()
  .max(2000, 'Medical conditions must be at most 2000 characters')
  .nullish()
  .transform((v) => (v ? v : null));

const weightField = z
  .number({ error: 'Weight must be a number of kg' })
  .min(30, 'Weight must be between 30 and 250 kg')
  .max(250, 'Weight must be between 30 and 250 kg');

const haemoglobinField = z
  .number({ error: 'Haemoglobin must be a number of g/dL' })
  .min(5, 'Haemoglobin must be between 5 and 25 g/dL')
  .max(25, 'Haemoglobin must be between 5 and 25 g/dL');

const sexField = z.enum(DONOR_SEXES, { error: 'Sex must be male or female' });

/** PUT /api/users/{id}/profile */
export const userProfileUpdateSchema = z.object({
  full_name: fullNameField(MESSAGES.fullNameMinProfile),
  phone_number: phoneField,
  city: optionalPlaceField,
  state: optionalPlaceField,
});

/** PUT /api/donors/{id}/settings */
export const donorSettingsSchema = z.object({
  is_available_for_sos: z.boolean({ error: 'is_available_for_sos must be true or false' }),
  qloo_taste_keywords: interestsField.optional(),
  last_donation_date: lastDonationDateField.nullable().optional(),
});

/** PUT /api/patients/{id}/info */
export const patientInfoSchema = z.object({
  date_of_birth: dateOfBirthField,
  medical_conditions: medicalConditionsField,
  emergency_contact: emergencyContactField,
});

/** PUT /api/donors/{id}/location */
export const donorLocationSchema = z.object({ latitude: latitudeField, longitude: longitudeField });

/**
 * PUT /api/auth/profile: any subset of the owner's editable fields; those of the other role are refused.
 * Changing the e-mail needs `current_password` (an access token alone must not be able to move the account to
 * another mailbox) and only takes effect once the new address confirms it.
 */
export const profileUpdateSchema = z
  .object({
    full_name: fullNameField(MESSAGES.fullNameMinProfile),
    email: emailField,
    phone_number: phoneField,
    city: optionalPlaceField,
    state: optionalPlaceField,
    // A donor may clear it (null); a patient may not (the server refuses a null for patients).
    date_of_birth: dateOfBirthField.nullable(),
    medical_conditions: medicalConditionsField,
    emergency_contact: emergencyContactField,
    is_available_for_sos: z.boolean(),
    interests: interestsField,
    last_donation_date: lastDonationDateField.nullable(),
    sex: sexField.nullable(),
    weight_kg: weightField.nullable(),
    hemoglobin_g_dl: haemoglobinField.nullable(),
    email_alerts: z.boolean({ error: 'email_alerts must be true or false' }),
    bridge_willing: z.boolean({ error: 'bridge_willing must be true or false' }),
    email_notices: z.boolean({ error: 'email_notices must be true or false' }),
    preferred_language: z.enum(LANGUAGES, { error: 'Language must be English, Hindi or Marathi' }),
    quiet_hours_enabled: z.boolean({ error: 'quiet_hours_enabled must be true or false' }),
    quiet_hours_start: minuteOfDayField('The start of quiet hours'),
    quiet_hours_end: minuteOfDayField('The end of quiet hours'),
    current_password: textField('Current password', MESSAGES.emailChangePasswordRequired).max(128),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

export const profileCompletionSchema = z.object({
  isComplete: z.boolean(),
  missingFields: z.array(z.string()),
  completionPercentage: z.number().int().min(0).max(100),
});
export type ProfileCompletion = z.infer<typeof profileCompletionSchema>;
export const profileCompletionResponseSchema = successEnvelope(profileCompletionSchema);

export const reverseGeocodeQuerySchema = z.object({
  latitude: queryNumber('latitude', { min: -90, max: 90, message: MESSAGES.latitudeInvalid }),
  longitude: queryNumber('longitude', { min: -180, max: 180, message: MESSAGES.longitudeInvalid }),
});
export const reverseGeocodeSchema = z.object({
  locality: z.string(),
  city: z.string(),
  principalSubdivision: z.string(),
  countryName: z.string(),
  postcode: z.string(),
});
export type ReverseGeocode = z.infer<typeof reverseGeocodeSchema>;
