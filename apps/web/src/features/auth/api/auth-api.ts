import type { LoginInput, Profile, RegisterPayload } from '@raktsetu/shared';
import { apiClient } from '../../../lib/api-client.ts';
import type { StoredTokens } from '../../../lib/token-storage.ts';

/**
 * The account calls of docs/product.md (Authentication). Answers are checked against the shared contracts, which
 * load with the first call (auth-contracts.ts) rather than with the page.
 */
const contracts = () => import('./auth-contracts.ts');

export interface SignInResult {
  tokens: StoredTokens;
  profile: Profile;
  message: string;
}

/** POST /auth/login. A 401 here is an answer (wrong password), never a reason to leave the page. */
export async function login(input: LoginInput): Promise<SignInResult> {
  const body = await apiClient.post('/auth/login', input, { skipAuthRedirect: true, skipTokenRefresh: true });
  const { data, message } = (await contracts()).loginResponseSchema.parse(body);
  return {
    tokens: { accessToken: data.access_token, refreshToken: data.refresh_token },
    profile: data.user,
    message,
  };
}

/** POST /auth/register; resolves to the server's message. */
export async function register(payload: RegisterPayload): Promise<string> {
  const body = await apiClient.post('/auth/register', payload, { skipAuthRedirect: true });
  return (await contracts()).messageResponseSchema.parse(body).message;
}

/**
 * POST /auth/token/refresh. Its 401 must not send anyone anywhere (the session decides), and it must never
 * refresh itself.
 */
export async function refreshTokens(refreshToken: string): Promise<StoredTokens | null> {
  const body = await apiClient.post(
    '/auth/token/refresh',
    { refresh_token: refreshToken },
    { skipAuthRedirect: true, skipTokenRefresh: true },
  );
  const { data } = (await contracts()).refreshResponseSchema.parse(body);
  return { accessToken: data.access_token, refreshToken: data.refresh_token };
}

/**
 * POST /auth/logout. Sign-out must never hang on it: no retries, and a 401 (session already gone)
 * is not a reason to redirect.
 */
export async function logout(refreshToken: string): Promise<void> {
  await apiClient.post(
    '/auth/logout',
    { refresh_token: refreshToken },
    { retries: 0, skipAuthRedirect: true, skipTokenRefresh: true },
  );
}

/** GET /auth/profile in the background: a 401 is only logged by the session. */
export async function fetchProfile(): Promise<Profile> {
  const body = await apiClient.get('/auth/profile', { skipAuthRedirect: true });
  return (await contracts()).profileResponseSchema.parse(body).data;
}

/** POST /auth/verify-email with the token of the e-mailed link; resolves to the server's message. */
export async function verifyEmail(token: string): Promise<string> {
  const body = await apiClient.post('/auth/verify-email', { token }, { skipAuthRedirect: true });
  return (await contracts()).messageResponseSchema.parse(body).message;
}

/** POST /auth/resend-verification (signed in). */
export async function resendVerification(): Promise<string> {
  const body = await apiClient.post('/auth/resend-verification');
  return (await contracts()).messageResponseSchema.parse(body).message;
}

/** POST /auth/forgot-password: the same answer whether or not the address has an account. */
export async function forgotPassword(email: string): Promise<string> {
  const body = await apiClient.post('/auth/forgot-password', { email }, { skipAuthRedirect: true });
  return (await contracts()).messageResponseSchema.parse(body).message;
}

/** POST /auth/reset-password with the token of the e-mailed link. */
export async function resetPassword(input: { token: string; password: string; confirmPassword: string }) {
  const body = await apiClient.post('/auth/reset-password', input, { skipAuthRedirect: true });
  return (await contracts()).messageResponseSchema.parse(body).message;
}

/** POST /auth/sign-in-link: the same answer whether or not the address has an account. */
export async function requestSignInLink(email: string): Promise<string> {
  const body = await apiClient.post('/auth/sign-in-link', { email }, { skipAuthRedirect: true });
  return (await contracts()).messageResponseSchema.parse(body).message;
}

/** POST /auth/sign-in-link/redeem with the token of the e-mailed link: signs in as POST /auth/login does. */
export async function signInWithLink(token: string): Promise<SignInResult> {
  const body = await apiClient.post(
    '/auth/sign-in-link/redeem',
    { token },
    { skipAuthRedirect: true, skipTokenRefresh: true },
  );
  const { data, message } = (await contracts()).loginResponseSchema.parse(body);
  return {
    tokens: { accessToken: data.access_token, refreshToken: data.refresh_token },
    profile: data.user,
    message,
  };
}
