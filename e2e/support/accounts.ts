import { expect, type APIRequestContext } from '@playwright/test';
import type { Tokens } from './tokens.ts';

/** The password of every account made through the API. */
export const PASSWORD = 'Start#2026';

let counter = 0;

/** An address no other account in the run has (one server and one database serve the whole run). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 8)}@e2e.raktsetu.test`;
}

/**
 * A client address of its own for each registration: registration is limited per address (10 in 15 minutes), the
 * whole run shares one server, and the e2e server trusts X-Forwarded-For.
 */
export function clientAddress(): string {
  const byte = () => 1 + Math.floor(Math.random() * 254);
  return `10.${byte()}.${byte()}.${byte()}`;
}

export interface Account {
  email: string;
  password: string;
}

export interface NewAccount {
  userType: 'Patient' | 'Donor';
  /** Goes into the unique e-mail address, to tell accounts apart in the mailbox. */
  label: string;
  /** A given address instead of a unique one. */
  email?: string;
  fullName?: string;
  phone?: string;
  city?: string;
  state?: string;
  bloodGroupId?: number;
  /** Patients only. */
  dateOfBirth?: string;
}

/** Registers an account through the API (the journey through the form has its own test). */
export async function registerAccount(request: APIRequestContext, account: NewAccount): Promise<Account> {
  const email = account.email ?? uniqueEmail(account.label);
  const response = await request.post('/api/auth/register', {
    headers: { 'X-Forwarded-For': clientAddress() },
    data: {
      full_name: account.fullName ?? `E2E ${account.userType}`,
      email,
      phone_number: account.phone ?? '+91 98200 12345',
      password: PASSWORD,
      city: account.city ?? 'Pune',
      state: account.state ?? 'Maharashtra',
      user_type: account.userType,
      blood_group_id: account.bloodGroupId ?? 7,
      date_of_birth: account.userType === 'Patient' ? (account.dateOfBirth ?? '2012-06-15') : null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { email, password: PASSWORD };
}

/** Signs in through the API: the account's id and a fresh session. */
export async function signInThroughApi(
  request: APIRequestContext,
  account: Account,
): Promise<Tokens & { userId: string }> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, remember_me: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    data: { access_token: string; refresh_token: string; user: { user_id: string } };
  };
  return { userId: body.data.user.user_id, accessToken: body.data.access_token, refreshToken: body.data.refresh_token };
}
