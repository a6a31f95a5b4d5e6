import { EMAIL_PATTERN, hasUntypableCharacters, MESSAGES, type LoginInput } from '@raktsetu/shared';

/** The sign-in form's fields as typed. */
export interface LoginFormValues {
  email: string;
  password: string;
  remember_me: boolean;
}

const untypable = (label: string) => `${label} contains invisible control characters; please retype it`;

/**
 * The same checks and messages as the server's loginSchema (packages/shared/src/contracts/auth.ts), by hand: the
 * sign-in page is a first page, and zod would more than double its JavaScript (docs/decisions/0022-first-page-budget.md).
 * apps/web/test/login-form.test.ts holds the two to the same answers.
 */
export function checkLogin(values: LoginFormValues): { email?: string; password?: string } {
  return { email: emailProblem(values.email), password: passwordProblem(values.password) };
}

function emailProblem(raw: string): string | undefined {
  if (hasUntypableCharacters(raw)) return untypable('Email');
  const email = raw.trim();
  if (email.length === 0) return MESSAGES.emailRequired;
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return MESSAGES.emailInvalid;
  return undefined;
}

function passwordProblem(password: string): string | undefined {
  if (hasUntypableCharacters(password)) return untypable('Password');
  if (password.length === 0) return MESSAGES.passwordRequired;
  if (password.length > 128) return 'Password must be at most 128 characters';
  return undefined;
}

/** What the server expects once the fields pass: the e-mail trimmed and in lower case, as the schema would give. */
export function toLoginInput(values: LoginFormValues): LoginInput {
  return { email: values.email.trim().toLowerCase(), password: values.password, remember_me: values.remember_me };
}
