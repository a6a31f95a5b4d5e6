import {
  ACCOUNT_PROFILE_FIELDS,
  DONOR_PROFILE_FIELDS,
  MESSAGES,
  PATIENT_PROFILE_FIELDS,
  ROLE_PROFILE_FIELDS,
  profileUpdateSchema,
  type Profile,
  type ProfileUpdate,
  type RoleProfileField,
  type UserType,
} from '@raktsetu/shared';
import { z } from 'zod';

/**
 * The profile edit form: every field as the inputs hold it (text, and a switch), validated with
 * the shared profile update schema, and turned into the one PUT /auth/profile body of the user's role.
 */
export interface ProfileFormValues {
  full_name: string;
  email: string;
  phone_number: string;
  city: string;
  state: string;
  // Patient
  date_of_birth: string;
  medical_conditions: string;
  emergency_contact: string;
  // Donor
  last_donation_date: string;
  is_available_for_sos: boolean;
  /** Comma-separated. */
  interests: string;
  /** '' (not given), 'male' or 'female'. */
  sex: string;
  weight_kg: string; // kg
  hemoglobin_g_dl: string; // g/dL, self-declared
  /** Asked for only when the e-mail changes. */
  current_password: string;
}

export type ProfileFormField = keyof ProfileFormValues;

/** The fields a user of this role edits, which the server's field errors may name. */
export function profileFormFields(userType: UserType): readonly ProfileFormField[] {
  return [...ACCOUNT_PROFILE_FIELDS, 'current_password', ...ROLE_PROFILE_FIELDS[userType]];
}

/** The interests of a comma-separated text: trimmed, lower-cased, without empties or repeats. */
export function parseInterests(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

export function formatInterests(interests: readonly string[]): string {
  return interests.join(', ');
}

/** The form's starting values: the stored profile, with empty text for anything not given. */
export function profileToFormValues(profile: Profile): ProfileFormValues {
  return {
    full_name: profile.full_name,
    email: profile.email,
    phone_number: profile.phone_number,
    city: profile.city ?? '',
    state: profile.state ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    medical_conditions: profile.medical_conditions ?? '',
    emergency_contact: profile.emergency_contact ?? '',
    last_donation_date: profile.last_donation_date ?? '',
    is_available_for_sos: profile.is_available_for_sos ?? true,
    interests: formatInterests(profile.interests),
    sex: profile.sex ?? '',
    weight_kg: profile.weight_kg?.toString() ?? '',
    hemoglobin_g_dl: profile.hemoglobin_g_dl?.toString() ?? '',
    current_password: '',
  };
}

const field = profileUpdateSchema.shape;

const common = {
  full_name: field.full_name.unwrap(),
  email: field.email.unwrap(),
  phone_number: field.phone_number.unwrap(),
  city: field.city.unwrap(),
  state: field.state.unwrap(),
  current_password: z.string(),
};

/** Fields of the other role are kept as typed but never sent (the server refuses them). */
const ignored = {
  date_of_birth: z.string(),
  medical_conditions: z.string(),
  emergency_contact: z.string(),
  last_donation_date: z.string(),
  is_available_for_sos: z.boolean(),
  interests: z.string(),
  sex: z.string(),
  weight_kg: z.string(),
  hemoglobin_g_dl: z.string(),
} satisfies Record<RoleProfileField, z.ZodType>;

/** Empty text is "not given" (null): a missing value never excludes a donor. */
const emptyAsNull = z.string().transform((value) => (value.trim() === '' ? null : value.trim()));
/** A number typed as text; anything not a number reaches the shared schema as NaN and gets its message. */
const emptyAsNullNumber = emptyAsNull.transform((value) => (value === null ? null : Number(value)));

/** A donor's own fields of PATIENT_PROFILE_FIELDS (a donor has a date of birth too). */
const PATIENT_ONLY_FIELDS = PATIENT_PROFILE_FIELDS.filter((name) => name !== 'date_of_birth');

/** The values without these fields. */
function omit<T extends object, K extends keyof T>(values: T, fields: readonly K[]): Omit<T, K> {
  const rest = { ...values };
  for (const field of fields) delete rest[field];
  return rest;
}

const patientSchema = z
  .object({
    ...ignored,
    ...common,
    date_of_birth: field.date_of_birth.unwrap(),
    medical_conditions: field.medical_conditions.unwrap(),
    emergency_contact: field.emergency_contact.unwrap(),
  })
  .transform((values): ProfileUpdate => omit(values, DONOR_PROFILE_FIELDS));

const donorSchema = z
  .object({
    ...ignored,
    ...common,
    // An empty date means "never donated" (null).
    last_donation_date: emptyAsNull.pipe(field.last_donation_date.unwrap()),
    is_available_for_sos: z.boolean(),
    interests: z.string().transform(parseInterests).pipe(field.interests.unwrap()),
    date_of_birth: emptyAsNull.pipe(field.date_of_birth.unwrap()),
    sex: emptyAsNull.pipe(field.sex.unwrap()),
    weight_kg: emptyAsNullNumber.pipe(field.weight_kg.unwrap()),
    hemoglobin_g_dl: emptyAsNullNumber.pipe(field.hemoglobin_g_dl.unwrap()),
  })
  .transform((values): ProfileUpdate => omit(values, PATIENT_ONLY_FIELDS));

/**
 * The form schema of a role: the form's text in, the PUT /auth/profile body out. (The shared field schemas accept
 * more than text, e.g. null city; the form only ever gives them text, hence the narrower input type.)
 */
export function profileFormSchema(
  userType: UserType,
  storedEmail: string,
): z.ZodType<ProfileUpdate, ProfileFormValues> {
  const schema = (userType === 'Donor' ? donorSchema : patientSchema).transform(
    ({ current_password: password, ...update }, ctx): ProfileUpdate => {
      // The server asks for the password only to move the account to another address; it is sent for nothing else.
      if (update.email === undefined || update.email === storedEmail.toLowerCase()) return update;
      if (!password) {
        ctx.addIssue({ code: 'custom', path: ['current_password'], message: MESSAGES.emailChangePasswordRequired });
        return z.NEVER;
      }
      return { ...update, current_password: password };
    },
  );
  return schema as unknown as z.ZodType<ProfileUpdate, ProfileFormValues>;
}
