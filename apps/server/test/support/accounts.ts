import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';
import type { ReceivedMail, TestSmtpServer } from './smtp.ts';
import { TEST_APP_URL } from './test-app.ts';

/** Factories and calls for account tests: each test makes its own people with unique e-mails. */

/** Meets the reset/change strength rule (length, lower, upper, digit, special). */
export const PASSWORD = 'Blood#Bridge2024';
export const NEW_PASSWORD = 'Thal@ssemia-Care9';

export const SUBJECTS = {
  verify: 'Verify your e-mail address for RaktSetu',
  reset: 'Reset your RaktSetu password',
  passwordChanged: 'Your RaktSetu password was changed',
} as const;

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomUUID()}@example.test`;
}

export type RegisterBody = Record<string, unknown>;

export function patientPayload(overrides: RegisterBody = {}): RegisterBody {
  return {
    full_name: 'Asha Patel',
    email: uniqueEmail('patient'),
    phone_number: '+91 98765 43210',
    password: PASSWORD,
    city: 'Mumbai',
    state: 'Maharashtra',
    user_type: 'Patient',
    blood_group_id: 3, // B+
    date_of_birth: '2012-05-14',
    ...overrides,
  };
}

export function donorPayload(overrides: RegisterBody = {}): RegisterBody {
  return {
    full_name: 'Ravi Kumar',
    email: uniqueEmail('donor'),
    phone_number: '9876543210',
    password: PASSWORD,
    city: 'Pune',
    state: 'Maharashtra',
    user_type: 'Donor',
    blood_group_id: 7, // O+
    ...overrides,
  };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The payload of a JWT, read without checking the signature (the server checks it). */
export function decodeJwt(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  if (!payload) throw new Error(`Not a JWT: ${token}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface SignedIn {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
}

/** The account calls of one app, as a client makes them. */
export function accountApi(app: FastifyInstance) {
  const api = {
    register: (body: RegisterBody) => app.inject({ method: 'POST', url: '/api/auth/register', payload: body }),

    login: (email: string, password: string, rememberMe?: boolean, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, ...(rememberMe === undefined ? {} : { remember_me: rememberMe }) },
        ...(remoteAddress ? { remoteAddress } : {}),
      }),

    refresh: (refreshToken: string) =>
      app.inject({ method: 'POST', url: '/api/auth/token/refresh', payload: { refresh_token: refreshToken } }),

    profile: (accessToken: string) =>
      app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(accessToken) }),

    verifyEmail: (token: string) => app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } }),

    forgotPassword: (email: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } }),

    resetPassword: (token: string, password: string, confirmPassword = password) =>
      app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword } }),

    /** Registers (201 expected) and signs in; returns the tokens and id. */
    async signUp(body: RegisterBody, rememberMe?: boolean): Promise<SignedIn> {
      const registered = await api.register(body);
      if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
      return api.signIn(String(body.email), String(body.password), rememberMe);
    },

    /** Signs in (200 expected). */
    async signIn(email: string, password: string, rememberMe?: boolean): Promise<SignedIn> {
      const res = await api.login(email, password, rememberMe);
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      const data = res.json().data as { access_token: string; refresh_token: string; user: { user_id: string } };
      return {
        email: email.toLowerCase(),
        password,
        userId: data.user.user_id,
        accessToken: data.access_token,
        refreshToken: data.refresh_token,
      };
    },
  };
  return api;
}

/** The one-time token of an app link (e.g. '/auth/callback') in the plain-text part of a message. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const escaped = `${TEST_APP_URL}${path}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${path} link in e-mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

export const mailTo = (smtp: TestSmtpServer, email: string, subject: string, timeoutMs?: number) =>
  smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject === subject, timeoutMs);

/** How many accounts use this address, in any letter case. */
export async function countUsersWithEmail(db: Database, email: string): Promise<number> {
  const rows = await db
    .select({ id: users.user_id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return rows.length;
}
