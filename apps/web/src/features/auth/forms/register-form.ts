import { MESSAGES, registerSchema, type registerFormSchema, type RegisterPayload } from '@raktsetu/shared';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Every field of the registration form, in screen order. */
export const REGISTER_FIELDS = [
  'user_type',
  'full_name',
  'email',
  'phone_number',
  'password',
  'confirmPassword',
  'blood_group_id',
  'date_of_birth',
  'city',
  'state',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** Editing one of these clears the previous failure message as well as the field's own error. */
export const RESETS_FORM_ERROR: readonly RegisterField[] = [
  'email',
  'password',
  'confirmPassword',
  'full_name',
  'phone_number',
];

export type RegisterFormValues = z.output<typeof registerFormSchema>;

/**
 * The API payload from validated form values: the confirmation is collected but not sent, and the shared
 * payload schema shapes the rest (date of birth only for patients, empty city and state as null).
 */
export function registrationPayload(values: RegisterFormValues): RegisterPayload {
  const { confirmPassword: _confirmation, ...payload } = values;
  return registerSchema.parse(payload);
}

/** What the cross-field rules look at; the form's raw values. */
interface CrossFieldValues {
  user_type?: unknown;
  date_of_birth?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

/**
 * The shared schema checks "date of birth for patients" and "passwords match" on the whole object, which zod
 * only does once every field is valid, so an empty form would reveal those two errors one submit later. This
 * adds them to the first answer (same rules, same product messages) when the schema has not reported them.
 */
export function crossFieldErrors(values: CrossFieldValues, reported: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  if (values.user_type === 'Patient' && text(values.date_of_birth).trim() === '' && !reported.has('date_of_birth')) {
    errors.date_of_birth = MESSAGES.dobRequiredForPatients;
  }
  const password = text(values.password);
  const confirmation = text(values.confirmPassword);
  if (password !== '' && confirmation !== '' && password !== confirmation && !reported.has('confirmPassword')) {
    errors.confirmPassword = MESSAGES.passwordsMismatch;
  }
  return errors;
}

/** Wraps the registration form's resolver so a failed submit lists every error at once. */
export function withCrossFieldErrors<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const reported = new Set(Object.keys(result.errors));
    if (reported.size === 0) return result;
    const extra = crossFieldErrors(values, reported);
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const [field, message] of Object.entries(extra)) errors[field] = { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
