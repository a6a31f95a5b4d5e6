import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  MESSAGES,
  changePasswordSchema,
  donorLocationSchema,
  donorSettingsSchema,
  forgotPasswordSchema,
  loginSchema,
  patientInfoSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordSchema,
  todayIso,
  userProfileUpdateSchema,
} from '../src/index.ts';
import { errorsOf } from './support/errors-of.ts';

const firstError = (schema: z.ZodType, value: unknown, field: string) => errorsOf(schema, value)[field]?.[0];

const validRegistration = {
  full_name: 'Asha Verma',
  email: 'asha@example.in',
  phone_number: '+91 98765 43210',
  password: 'secret1',
  city: 'Pune',
  state: 'Maharashtra',
  user_type: 'Patient',
  blood_group_id: 3,
  date_of_birth: '2015-06-01',
};

describe('sign-in', () => {
  it.each([
    [{ email: '', password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ password: 'x' }, 'email', MESSAGES.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, 'email', MESSAGES.emailInvalid],
    [{ email: 'a@b.co', password: '' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@b.co' }, 'password', MESSAGES.passwordRequired],
  ])('%j → %s: %s', (input, field, message) => {
    expect(firstError(loginSchema, input, field)).toBe(message);
  });

  it('accepts a good sign-in, lower-cases the e-mail and defaults remember_me to false', () => {
    expect(loginSchema.parse({ email: ' Asha@Example.IN ', password: 'x' })).toEqual({
      email: 'asha@example.in',
      password: 'x',
      remember_me: false,
    });
  });
});

describe('registration', () => {
  it.each([
    ['full_name', '', MESSAGES.fullNameRequired],
    ['full_name', '   ', MESSAGES.fullNameRequired],
    ['full_name', ' A ', MESSAGES.fullNameMin],
    ['email', '', MESSAGES.emailRequired],
    ['email', 'asha@', MESSAGES.emailInvalid],
    ['phone_number', '', MESSAGES.phoneRequired],
    ['phone_number', '12345', MESSAGES.phoneInvalid],
    ['phone_number', '98765-abc-10', MESSAGES.phoneInvalid],
    ['password', '', MESSAGES.passwordRequired],
    ['password', '12345', MESSAGES.passwordMin],
    ['blood_group_id', undefined, MESSAGES.bloodGroupRequired],
    ['blood_group_id', 0, MESSAGES.bloodGroupRequired],
    ['blood_group_id', 9, MESSAGES.bloodGroupRequired],
    ['date_of_birth', undefined, MESSAGES.dobRequiredForPatients],
    ['date_of_birth', '', MESSAGES.dobRequiredForPatients],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstError(registerSchema, { ...validRegistration, [field]: value }, field)).toBe(message);
  });

  it('accepts phone numbers with a leading +, spaces, hyphens and parentheses', () => {
    for (const phone of ['+91 98765 43210', '(022) 2412-3456', '9876543210']) {
      expect(registerSchema.safeParse({ ...validRegistration, phone_number: phone }).success, phone).toBe(true);
    }
  });

  it('needs no date of birth from a donor, and drops one that is sent', () => {
    const donor = registerSchema.parse({ ...validRegistration, user_type: 'Donor', date_of_birth: '1990-01-01' });
    expect(donor.date_of_birth).toBeNull();
    expect(
      registerSchema.safeParse({ ...validRegistration, user_type: 'Donor', date_of_birth: undefined }).success,
    ).toBe(true);
  });

  it('defaults the account type to Patient and treats empty city and state as not given', () => {
    const { user_type: _omit, ...rest } = validRegistration;
    const parsed = registerSchema.parse({ ...rest, city: '', state: '' });
    expect(parsed.user_type).toBe('Patient');
    expect(parsed.city).toBeNull();
    expect(parsed.state).toBeNull();
  });

  it('the form also asks for a matching confirmation', () => {
    expect(firstError(registerFormSchema, { ...validRegistration, confirmPassword: '' }, 'confirmPassword')).toBe(
      MESSAGES.confirmRequired,
    );
    expect(firstError(registerFormSchema, { ...validRegistration, confirmPassword: 'other1' }, 'confirmPassword')).toBe(
      MESSAGES.passwordsMismatch,
    );
    expect(registerFormSchema.safeParse({ ...validRegistration, confirmPassword: 'secret1' }).success).toBe(true);
  });
});

describe('forgot and reset password', () => {
  it('forgot-password needs a well-formed e-mail', () => {
    expect(firstError(forgotPasswordSchema, { email: '' }, 'email')).toBe(MESSAGES.emailRequired);
    expect(firstError(forgotPasswordSchema, { email: 'x' }, 'email')).toBe(MESSAGES.emailInvalid);
  });

  const token = 'a'.repeat(43);
  it.each([
    ['weakpass', MESSAGES.passwordTooWeak],
    ['Weakpass', MESSAGES.passwordTooWeak],
    ['', MESSAGES.passwordRequired],
  ])('reset with %j → %s', (password, message) => {
    expect(firstError(resetPasswordSchema, { token, password, confirmPassword: password }, 'password')).toBe(message);
  });

  it('a password with 4 of the 5 checks is strong enough', () => {
    expect(resetPasswordSchema.safeParse({ token, password: 'Weakpass1', confirmPassword: 'Weakpass1' }).success).toBe(
      true,
    );
  });

  it('reset asks for a matching confirmation', () => {
    expect(
      firstError(resetPasswordSchema, { token, password: 'Strong#Pass1', confirmPassword: '' }, 'confirmPassword'),
    ).toBe(MESSAGES.confirmRequired);
    expect(
      firstError(
        resetPasswordSchema,
        { token, password: 'Strong#Pass1', confirmPassword: 'Strong#Pass2' },
        'confirmPassword',
      ),
    ).toBe(MESSAGES.passwordsMismatch);
  });

  it('change-password needs the current one, a strong new one, and a different one', () => {
    expect(
      firstError(
        changePasswordSchema,
        { currentPassword: '', newPassword: 'Strong#1', confirmPassword: 'Strong#1' },
        'currentPassword',
      ),
    ).toBe(MESSAGES.currentPasswordRequired);
    expect(
      firstError(
        changePasswordSchema,
        { currentPassword: 'Old#Pass1', newPassword: 'weak', confirmPassword: 'weak' },
        'newPassword',
      ),
    ).toBe(MESSAGES.passwordTooWeak);
    expect(
      firstError(
        changePasswordSchema,
        { currentPassword: 'Same#Pass1', newPassword: 'Same#Pass1', confirmPassword: 'Same#Pass1' },
        'newPassword',
      ),
    ).toBe(MESSAGES.newPasswordSameAsCurrent);
  });
});

describe('profile edit', () => {
  it('full name needs at least 2 characters', () => {
    expect(firstError(userProfileUpdateSchema, { full_name: 'A', phone_number: '9876543210' }, 'full_name')).toBe(
      MESSAGES.fullNameMinProfile,
    );
  });

  it('phone and e-mail must be valid', () => {
    expect(firstError(profileUpdateSchema, { phone_number: '123' }, 'phone_number')).toBe(MESSAGES.phoneInvalid);
    expect(firstError(profileUpdateSchema, { email: 'nope' }, 'email')).toBe(MESSAGES.emailInvalid);
  });

  it('a patient needs a date of birth giving an age from 0 to 120', () => {
    const info = { medical_conditions: null, emergency_contact: null };
    expect(firstError(patientInfoSchema, { ...info, date_of_birth: '' }, 'date_of_birth')).toBe(MESSAGES.dobRequired);
    expect(firstError(patientInfoSchema, { ...info, date_of_birth: '1890-01-01' }, 'date_of_birth')).toBe(
      MESSAGES.dobInvalid,
    );
    expect(firstError(patientInfoSchema, { ...info, date_of_birth: '2999-01-01' }, 'date_of_birth')).toBe(
      MESSAGES.dobInvalid,
    );
    expect(firstError(patientInfoSchema, { ...info, date_of_birth: '2020-02-30' }, 'date_of_birth')).toBe(
      MESSAGES.dobInvalid,
    );
    expect(patientInfoSchema.safeParse({ ...info, date_of_birth: todayIso() }).success).toBe(true);
  });

  it('the emergency contact is optional but must look like a phone number', () => {
    const base = { date_of_birth: '2015-01-01', medical_conditions: null };
    expect(patientInfoSchema.parse({ ...base, emergency_contact: '' }).emergency_contact).toBeNull();
    expect(firstError(patientInfoSchema, { ...base, emergency_contact: '12ab' }, 'emergency_contact')).toBe(
      MESSAGES.emergencyContactInvalid,
    );
  });

  it('a donor’s last donation date cannot be in the future', () => {
    expect(
      firstError(
        donorSettingsSchema,
        { is_available_for_sos: true, last_donation_date: '2999-01-01' },
        'last_donation_date',
      ),
    ).toBe(MESSAGES.lastDonationFuture);
    expect(donorSettingsSchema.safeParse({ is_available_for_sos: true, last_donation_date: null }).success).toBe(true);
  });

  it('interests are trimmed, lower-cased and without duplicates', () => {
    const parsed = donorSettingsSchema.parse({
      is_available_for_sos: false,
      qloo_taste_keywords: [' Cricket', 'cricket', '', 'Yoga '],
    });
    expect(parsed.qloo_taste_keywords).toEqual(['cricket', 'yoga']);
  });

  it('a saved location must be a real coordinate', () => {
    expect(firstError(donorLocationSchema, { latitude: 91, longitude: 0 }, 'latitude')).toBe(MESSAGES.latitudeInvalid);
    expect(firstError(donorLocationSchema, { latitude: 0, longitude: -181 }, 'longitude')).toBe(
      MESSAGES.longitudeInvalid,
    );
  });

  it('refuses unknown profile fields instead of ignoring them', () => {
    expect(profileUpdateSchema.safeParse({ is_verified: true }).success).toBe(false);
  });
});
