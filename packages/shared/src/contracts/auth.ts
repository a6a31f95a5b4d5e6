import { z } from 'zod';
import type { USER_TYPES } from '../constants.ts';
import { SELF_REGISTERED_USER_TYPES } from '../constants.ts';
import { PASSWORD_MIN_STRENGTH, passwordStrength } from '../domain/password.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { MESSAGES } from '../messages.ts';
import { successEnvelope } from './envelope.ts';
import {
  bloodGroupIdField,
  dateOfBirthField,
  emailField,
  fullNameField,
  optionalPlaceField,
  phoneField,
  textField,
} from './fields.ts';
import { profileSchema } from './profile.ts';

const passwordField = textField('Password', MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .min(6, MESSAGES.passwordMin)
  .max(128, 'Password must be at most 128 characters');

/** Reset and change: strength 4 of 5. */
export const strongPasswordField = textField('Password', MESSAGES.passwordRequired)
  .min(1, MESSAGES.passwordRequired)
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => passwordStrength(p).score >= PASSWORD_MIN_STRENGTH, MESSAGES.passwordTooWeak);

const confirmField = textField('Password confirmation', MESSAGES.confirmRequired).min(1, MESSAGES.confirmRequired);

// ---- Sign-in ---------------------------------------------------------------------------------------------
export const loginSchema = z.object({
  email: emailField,
  password: textField('Password', MESSAGES.passwordRequired)
    .min(1, MESSAGES.passwordRequired)
    .max(128, 'Password must be at most 128 characters'),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

// ---- Registration ----------------------------------------------------------------------------------------
const registerFields = {
  full_name: fullNameField(),
  email: emailField,
  phone_number: phoneField,
  password: passwordField,
  city: optionalPlaceField,
  state: optionalPlaceField,
  user_type: z.enum(SELF_REGISTERED_USER_TYPES, { error: 'User type must be Patient or Donor' }).default('Patient'),
  blood_group_id: bloodGroupIdField,
  date_of_birth: textField('Date of birth').nullish(),
  /** A donor's referral code from a /register?ref= link; an unknown code is ignored, never an error. */
  referral_code: textField('Referral code').trim().max(40, 'Referral code must be at most 40 characters').nullish(),
  /** The language chosen on the sign-up form, so the verification e-mail is already in it; English when left out. */
  preferred_language: z.enum(LANGUAGES, { error: 'Language must be English, Hindi or Marathi' }).optional(),
};

type RegisterShape = { user_type: string; date_of_birth?: string | null | undefined };
function checkDateOfBirth(value: RegisterShape, ctx: z.RefinementCtx) {
  if (value.user_type !== 'Patient') return;
  if (!value.date_of_birth) {
    ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: MESSAGES.dobRequiredForPatients });
    return;
  }
  const parsed = dateOfBirthField.safeParse(value.date_of_birth);
  if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: MESSAGES.dobInvalid });
}

/** What POST /api/auth/register accepts (confirmPassword is collected by the form but not sent). */
export const registerSchema = z
  .object(registerFields)
  .superRefine((v, ctx) => checkDateOfBirth(v, ctx))
  .transform((v) => ({ ...v, date_of_birth: v.user_type === 'Patient' ? (v.date_of_birth ?? null) : null }));
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/** The registration form: the payload plus the confirmation. */
export const registerFormSchema = z
  .object({ ...registerFields, confirmPassword: confirmField })
  .superRefine((v, ctx) => {
    checkDateOfBirth(v, ctx);
    if (v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsMismatch });
    }
  });

// ---- Tokens and e-mail links -----------------------------------------------------------------------------
const refreshTokenField = textField('refresh_token', 'refresh_token is required').max(
  200,
  'refresh_token is not valid',
);
const linkTokenField = textField('The link', MESSAGES.tokenRequired)
  .min(20, MESSAGES.tokenRequired)
  .max(200, 'The link is not valid; open the newest one we sent you');
export const refreshSchema = z.object({
  refresh_token: refreshTokenField.min(20, 'refresh_token is not valid'),
});
export const logoutSchema = z.object({ refresh_token: refreshTokenField.optional() });
export const tokenSchema = z.object({ token: linkTokenField });
export const forgotPasswordSchema = z.object({ email: emailField });
/** Ask for an e-mailed link that signs in without the password. */
export const signInLinkSchema = z.object({ email: emailField });
/** Exchange the e-mailed sign-in link for a sign-in, as POST /auth/login answers. */
export const signInWithLinkSchema = tokenSchema.extend({ remember_me: z.boolean().optional().default(false) });

export const resetPasswordSchema = z
  .object({
    token: linkTokenField,
    password: strongPasswordField,
    confirmPassword: confirmField,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: MESSAGES.passwordsMismatch });

export const changePasswordSchema = z
  .object({
    currentPassword: textField('Current password', MESSAGES.currentPasswordRequired)
      .min(1, MESSAGES.currentPasswordRequired)
      .max(128, 'Current password must be at most 128 characters'),
    newPassword: strongPasswordField,
    confirmPassword: confirmField,
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsMismatch,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: MESSAGES.newPasswordSameAsCurrent,
  });

// ---- Answers ---------------------------------------------------------------------------------------------
export const messageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const loginResponseSchema = successEnvelope(tokenPairSchema.extend({ user: profileSchema })).extend({
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const refreshResponseSchema = successEnvelope(tokenPairSchema);

/** Claims of the access token (a JWT): `sub` is the user id. */
export interface AccessTokenClaims {
  sub: string;
  user_type: (typeof USER_TYPES)[number];
  sid: string;
  exp: number;
}
