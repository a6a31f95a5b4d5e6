import { MESSAGES, type Profile } from '@raktsetu/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  crossFieldErrors,
  registrationPayload,
  withCrossFieldErrors,
  type RegisterFormValues,
} from '../src/features/auth/forms/register-form.ts';
import {
  formatInterests,
  parseInterests,
  profileFormSchema,
  profileToFormValues,
  type ProfileFormValues,
} from '../src/features/profile/forms/profile-form.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { applyServerFieldErrors, serverFieldErrors } from '../src/lib/form-errors.ts';

const patient: Profile = {
  user_id: 'u-1',
  email: 'asha@example.test',
  full_name: 'Asha Patil',
  phone_number: '+91 98200 00001',
  city: null,
  state: 'Maharashtra',
  user_type: 'Patient',
  is_verified: true,
  blood_group_id: 3,
  blood_group: 'B+',
  date_of_birth: '2015-04-12',
  medical_conditions: null,
  emergency_contact: null,
  is_available_for_sos: null,
  interests: [],
  last_donation_date: null,
  latitude: null,
  longitude: null,
  location_updated_at: null,
  next_eligible_date: null,
  sex: null,
  weight_kg: null,
  hemoglobin_g_dl: null,
  eligibility: null,
  email_alerts: null,
  bridge_willing: null,
  email_notices: true,
  preferred_language: 'en',
  quiet_hours_enabled: true,
  quiet_hours_start: 1320,
  quiet_hours_end: 420,
  created_at: '2025-01-01T00:00:00.000Z',
  pending_email: null,
};

const donor: Profile = {
  ...patient,
  user_type: 'Donor',
  date_of_birth: null,
  is_available_for_sos: true,
  interests: ['cricket', 'yoga'],
  last_donation_date: '2024-11-02',
};

/** The first message per field, as react-hook-form's zod resolver shows them. */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('registrationPayload', () => {
  const base: RegisterFormValues = {
    full_name: 'Asha Patil',
    email: 'asha@example.test',
    phone_number: '+91 98200 00001',
    password: 'secret1',
    confirmPassword: 'secret1',
    city: null,
    state: null,
    user_type: 'Patient',
    blood_group_id: 3,
    date_of_birth: '2015-04-12',
  };

  it('sends everything but the confirmation', () => {
    const payload = registrationPayload(base);
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).toEqual({
      full_name: 'Asha Patil',
      email: 'asha@example.test',
      phone_number: '+91 98200 00001',
      password: 'secret1',
      city: null,
      state: null,
      user_type: 'Patient',
      blood_group_id: 3,
      date_of_birth: '2015-04-12',
    });
  });

  it('sends no date of birth for a donor, even if one was typed before switching', () => {
    expect(registrationPayload({ ...base, user_type: 'Donor' }).date_of_birth).toBeNull();
  });
});

describe('registration cross-field errors', () => {
  it('reports a missing date of birth for patients and a mismatched confirmation with the product’s messages', () => {
    expect(
      crossFieldErrors(
        { user_type: 'Patient', date_of_birth: '', password: 'secret1', confirmPassword: 'secret2' },
        new Set(['full_name']),
      ),
    ).toEqual({
      date_of_birth: MESSAGES.dobRequiredForPatients,
      confirmPassword: MESSAGES.passwordsMismatch,
    });
  });

  it('asks nothing of donors, of empty passwords, or of fields the schema already reported', () => {
    expect(crossFieldErrors({ user_type: 'Donor', date_of_birth: '' }, new Set())).toEqual({});
    expect(
      crossFieldErrors(
        { user_type: 'Patient', date_of_birth: '2015-01-01', password: 'a', confirmPassword: '' },
        new Set(),
      ),
    ).toEqual({});
    expect(
      crossFieldErrors(
        { user_type: 'Patient', date_of_birth: '', password: 'a', confirmPassword: 'b' },
        new Set(['date_of_birth', 'confirmPassword']),
      ),
    ).toEqual({});
  });

  it('adds them only to an answer that already has errors', async () => {
    const failing = withCrossFieldErrors<Record<string, unknown>, unknown, Record<string, unknown>>(async () => ({
      values: {},
      errors: { full_name: { type: 'too_small', message: MESSAGES.fullNameRequired } },
    }));
    const result = await failing({ user_type: 'Patient', date_of_birth: '' }, undefined, {
      fields: {},
      shouldUseNativeValidation: undefined,
    });
    expect(result.errors).toEqual({
      full_name: { type: 'too_small', message: MESSAGES.fullNameRequired },
      date_of_birth: { type: 'custom', message: MESSAGES.dobRequiredForPatients },
    });

    const passing = withCrossFieldErrors<Record<string, unknown>, unknown, Record<string, unknown>>(async () => ({
      values: { ok: true },
      errors: {},
    }));
    expect(
      await passing({ user_type: 'Patient', date_of_birth: '' }, undefined, {
        fields: {},
        shouldUseNativeValidation: undefined,
      }),
    ).toEqual({ values: { ok: true }, errors: {} });
  });
});

describe('interests text', () => {
  it('splits on commas, trims, lower-cases and drops empties and repeats', () => {
    expect(parseInterests(' Cricket, yoga ,, CRICKET , Healthy Eating,')).toEqual([
      'cricket',
      'yoga',
      'healthy eating',
    ]);
    expect(parseInterests('')).toEqual([]);
    expect(parseInterests(' , ,')).toEqual([]);
  });

  it('joins a list for the input', () => {
    expect(formatInterests(['cricket', 'yoga'])).toBe('cricket, yoga');
    expect(parseInterests(formatInterests(['cricket', 'yoga']))).toEqual(['cricket', 'yoga']);
  });
});

describe('profileToFormValues', () => {
  it('starts the form from the stored profile, with empty text for what is missing', () => {
    expect(profileToFormValues(patient)).toEqual({
      full_name: 'Asha Patil',
      email: 'asha@example.test',
      phone_number: '+91 98200 00001',
      city: '',
      state: 'Maharashtra',
      date_of_birth: '2015-04-12',
      medical_conditions: '',
      emergency_contact: '',
      last_donation_date: '',
      is_available_for_sos: true,
      interests: '',
      sex: '',
      weight_kg: '',
      hemoglobin_g_dl: '',
      current_password: '',
    });
    expect(profileToFormValues(donor)).toMatchObject({ interests: 'cricket, yoga', last_donation_date: '2024-11-02' });
  });
});

describe('profileFormSchema', () => {
  it('a patient saves only common and patient fields, with empty text as null', () => {
    const values: ProfileFormValues = { ...profileToFormValues(patient), interests: 'ignored', emergency_contact: ' ' };
    const result = profileFormSchema('Patient', patient.email).safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      full_name: 'Asha Patil',
      email: 'asha@example.test',
      phone_number: '+91 98200 00001',
      city: null,
      state: 'Maharashtra',
      date_of_birth: '2015-04-12',
      medical_conditions: null,
      emergency_contact: null,
    });
  });

  it('a donor saves only common and donor fields, interests as a clean list, numbers as numbers, empty as null', () => {
    const values: ProfileFormValues = {
      ...profileToFormValues(donor),
      date_of_birth: '1990-01-01',
      medical_conditions: 'ignored',
      interests: 'Yoga, yoga, Music',
      last_donation_date: '',
      is_available_for_sos: false,
      sex: 'male',
      weight_kg: '64.5',
      hemoglobin_g_dl: '',
    };
    const result = profileFormSchema('Donor', donor.email).safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      full_name: 'Asha Patil',
      email: 'asha@example.test',
      phone_number: '+91 98200 00001',
      city: null,
      state: 'Maharashtra',
      date_of_birth: '1990-01-01',
      last_donation_date: null,
      is_available_for_sos: false,
      interests: ['yoga', 'music'],
      sex: 'male',
      weight_kg: 64.5,
      hemoglobin_g_dl: null,
    });
  });

  it('shows the product’s profile messages', () => {
    const patientResult = profileFormSchema('Patient', patient.email).safeParse({
      ...profileToFormValues(patient),
      full_name: 'A',
      email: 'not-an-email',
      phone_number: '12ab',
      date_of_birth: '',
      emergency_contact: 'call me',
    });
    expect(messagesOf(patientResult)).toEqual({
      full_name: MESSAGES.fullNameMinProfile,
      email: MESSAGES.emailInvalid,
      phone_number: MESSAGES.phoneInvalid,
      date_of_birth: MESSAGES.dobRequired,
      emergency_contact: MESSAGES.emergencyContactInvalid,
    });

    const tooOld = profileFormSchema('Patient', patient.email).safeParse({
      ...profileToFormValues(patient),
      date_of_birth: '1880-01-01',
    });
    expect(messagesOf(tooOld)).toEqual({ date_of_birth: MESSAGES.dobInvalid });

    const future = profileFormSchema('Donor', donor.email).safeParse({
      ...profileToFormValues(donor),
      last_donation_date: '2999-01-01',
    });
    expect(messagesOf(future)).toEqual({ last_donation_date: MESSAGES.lastDonationFuture });
  });

  it('asks for the current password only when the e-mail changes, and sends it only then', () => {
    const schema = profileFormSchema('Patient', patient.email);
    const same = schema.safeParse({
      ...profileToFormValues(patient),
      email: ' ASHA@example.test ',
      current_password: 'x',
    });
    expect(same.success).toBe(true);
    expect(same.data).not.toHaveProperty('current_password');

    const moved = { ...profileToFormValues(patient), email: 'asha.new@example.test' };
    expect(messagesOf(schema.safeParse(moved))).toEqual({ current_password: MESSAGES.emailChangePasswordRequired });
    const withPassword = schema.safeParse({ ...moved, current_password: 'Blood#Bridge2024' });
    expect(withPassword.data).toMatchObject({ email: 'asha.new@example.test', current_password: 'Blood#Bridge2024' });
  });
});

describe('server field errors', () => {
  const conflict = new ApiError(409, 'CONFLICT', 'An account with this email already exists.', [
    { field: 'email', message: 'Already registered' },
    { field: 'email', message: 'second message is ignored' },
    { field: 'unknown_field', message: 'not on this form' },
  ]);

  it('keeps the first message of each field the form has', () => {
    expect(serverFieldErrors(conflict, ['email', 'full_name'])).toEqual({ email: 'Already registered' });
    expect(serverFieldErrors(new Error('x'), ['email'])).toEqual({});
    expect(serverFieldErrors(new ApiError(500, 'INTERNAL', 'x'), ['email'])).toEqual({});
  });

  it('puts them on the form', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<{ email: string }>(conflict, ['email'], setError)).toBe(true);
    expect(setError).toHaveBeenCalledExactlyOnceWith('email', { type: 'server', message: 'Already registered' });
    expect(applyServerFieldErrors<{ email: string }>(new Error('x'), ['email'], setError)).toBe(false);
  });
});
