import { type Profile, type RegisterPayload, type TokenPair, type UserType } from '@raktsetu/shared';
import { accountExistsMessage } from '../../adapters/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import { createAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hasher.ts';
import { hashToken, newOpaqueToken, type AccessTokens } from '../../lib/tokens.ts';
import type { AuthRepository, UserRow } from './auth.repository.ts';
import { BAD_LINK, HOUR, LINKS_PER_HOUR, issueLink } from './account-links.ts';
import { changePassword, forgotPassword, resetPassword } from './passwords.ts';
import { createSignInLimits } from './sign-in-limits.ts';
import { createSignInLinks } from './sign-in-link.service.ts';

const DAY = 24 * HOUR;
export const REFRESH_TTL_MS = { remember: 7 * DAY, session: DAY } as const;

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: AccessTokens;
  clock: Clock;
  appUrl: string;
  getProfile: (userId: string) => Promise<Profile>;
  /** Called after a transaction that queued mail has committed. */
  onQueued: () => void;
  limits: { failedLoginsPerWindow: number; failedLoginWindowMs: number };
  /** Where the attempt limits count (the database, shared by every server process). */
  limitStore: LimitStore;
  /** Called after sessions of a user were revoked, so their open live streams end at once. */
  sessionsRevoked?: (userId: string) => void;
  /** Signed out everywhere (a lost phone): every device stops receiving the person's push (features/push). */
  forgetPushDevices?: (userId: string) => Promise<void>;
  /** Applies an e-mail change link (they land where verification links do); null for any other token. */
  confirmEmailChange?: (token: string) => Promise<string | null>;
}

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

/** A new sign-in: its token pair and the profile of who signed in. */
export interface SignedIn {
  tokens: TokenPair;
  user: Profile;
}

/** The service's dependencies plus the attempt limits it keeps between calls. */
interface Deps extends AuthServiceDeps {
  signInLimits: ReturnType<typeof createSignInLimits>;
  wrongCurrentPasswords: AttemptLimiter;
}

type LoginInput = { email: string; password: string; remember_me: boolean };

const sessionsRevoked = (deps: Deps, userId: string) => deps.sessionsRevoked?.(userId);

// ---- sessions ----

async function startSession(
  { repo, tokens, clock }: Deps,
  userId: string,
  userType: UserType,
  rememberMe: boolean,
  meta: RequestMeta,
) {
  const at = clock.now();
  const sessionId = await repo.createSession(userId, rememberMe, meta.userAgent?.slice(0, 300) ?? null, at);
  const refresh = newOpaqueToken();
  await repo.insertRefreshToken(hashToken(refresh), sessionId, refreshExpiry(rememberMe, at), at);
  const access = await tokens.sign({ sub: userId, user_type: userType, sid: sessionId }, at);
  return { access_token: access, refresh_token: refresh };
}

async function signedIn(deps: Deps, user: UserRow, rememberMe: boolean, meta: RequestMeta): Promise<SignedIn> {
  const tokens = await startSession(deps, user.user_id, user.user_type as UserType, rememberMe, meta);
  return { tokens, user: await deps.getProfile(user.user_id) };
}

async function login(deps: Deps, input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
  // Counted as a failure up front; a right password gives the attempt back.
  await deps.signInLimits.take(input.email, meta.ip);
  const user = await deps.repo.findUserByEmail(input.email);
  const ok = await verifyPassword(user?.password_hash ?? null, input.password);
  if (!user || !ok) throw AppError.unauthorized('Invalid email or password');
  await deps.signInLimits.succeeded(input.email, meta.ip);
  return signedIn(deps, user, input.remember_me, meta);
}

/** Exchanges a refresh token for a new pair. A token used twice revokes its whole sign-in. */
async function refresh(deps: Deps, refreshToken: string) {
  const { repo, tokens } = deps;
  const at = deps.clock.now();
  const tokenHash = hashToken(refreshToken);
  const found = await repo.findRefreshToken(tokenHash);
  if (!found || found.revoked_at) throw AppError.unauthorized(SESSION_EXPIRED);
  if (found.rotated_at || !(await repo.markRotated(tokenHash, at))) {
    await repo.revokeSession(found.session_id, 'refresh token reuse', at);
    sessionsRevoked(deps, found.user_id);
    throw AppError.unauthorized(SESSION_EXPIRED);
  }
  if (found.expires_at <= at) {
    // A revocation like any other: its access tokens stop working now, on every process (lib/session-cache.ts).
    if (await repo.revokeSession(found.session_id, 'expired', at)) sessionsRevoked(deps, found.user_id);
    throw AppError.unauthorized(SESSION_EXPIRED);
  }
  const next = newOpaqueToken();
  // The sign-in lasts 24 hours (7 days with remember me) from when it began, however often it is refreshed.
  await repo.insertRefreshToken(
    hashToken(next),
    found.session_id,
    refreshExpiry(found.remember_me, found.session_created_at),
    at,
  );
  const access = await tokens.sign(
    { sub: found.user_id, user_type: found.user_type as UserType, sid: found.session_id },
    at,
  );
  return { access_token: access, refresh_token: next };
}

async function logout(deps: Deps, refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
  const { repo } = deps;
  const at = deps.clock.now();
  if (refreshToken) {
    const found = await repo.findRefreshToken(hashToken(refreshToken));
    if (found && (await repo.revokeSession(found.session_id, 'signed out', at))) sessionsRevoked(deps, found.user_id);
  }
  const revokedUserId = sessionId ? await repo.revokeSession(sessionId, 'signed out', at) : null;
  if (revokedUserId) sessionsRevoked(deps, revokedUserId);
}

async function logoutEverywhere(deps: Deps, userId: string): Promise<void> {
  await deps.repo.revokeAllSessions(userId, 'signed out everywhere', deps.clock.now());
  // Announced first: every process's session cache forgets the sessions now, even if the device clean-up fails.
  sessionsRevoked(deps, userId);
  await deps.forgetPushDevices?.(userId);
}

// ---- sign-up and verification ----

/**
 * A registration for an address that has an account: no account is made and the owner is told, at most once an
 * hour (the outbox keeps one mail per dedupe key), so the caller learns nothing the owner does not.
 */
async function tellOwnerOfSignUpAttempt({ repo, clock, appUrl }: Deps, email: string): Promise<void> {
  const owner = await repo.findUserByEmail(email);
  if (!owner) return;
  const at = clock.now();
  const urls = { signIn: `${appUrl}/login`, reset: `${appUrl}/forgot-password` };
  const message = accountExistsMessage(owner.email, owner.full_name, urls, owner.preferred_language);
  const hour = Math.floor(at.getTime() / HOUR);
  await repo.enqueue(
    { topic: EMAIL_TOPIC, payload: { ...message }, dedupeKey: `account_exists:${owner.user_id}:${hour}` },
    at,
  );
}

/** Answers the same whether or not the address has an account; the password is hashed either way. */
async function register(deps: Deps, input: RegisterPayload): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.repo.transaction(async (tx) => {
      const at = deps.clock.now();
      const user = await tx.insertUser({
        email: input.email,
        password_hash: passwordHash,
        phone_number: input.phone_number,
        full_name: input.full_name,
        city: input.city,
        state: input.state,
        user_type: input.user_type,
        ...(input.preferred_language ? { preferred_language: input.preferred_language } : {}),
        created_at: at,
        updated_at: at,
      });
      if (input.user_type === 'Patient') {
        await tx.insertPatient({
          patient_id: user.user_id,
          blood_group_id: input.blood_group_id,
          date_of_birth: input.date_of_birth,
        });
      } else {
        // A referral link's code: its donor is rewarded at this donor's first donation. Unknown codes are ignored.
        const referrer = input.referral_code ? await tx.donorIdByReferralCode(input.referral_code) : null;
        await tx.insertDonor({ donor_id: user.user_id, blood_group_id: input.blood_group_id, referred_by: referrer });
      }
      await issueLink(deps, tx, user, 'verify_email');
    });
  } catch (error) {
    // Also the loser of two simultaneous sign-ups for one new address ends here, with the same answer.
    if (!isUniqueViolation(error)) throw error;
    await tellOwnerOfSignUpAttempt(deps, input.email);
  }
  deps.onQueued();
}

async function verifyEmail(deps: Deps, token: string): Promise<string> {
  const { repo } = deps;
  const changed = await deps.confirmEmailChange?.(token);
  if (changed) return changed;
  const tokenHash = hashToken(token);
  const at = deps.clock.now();
  const used = await repo.transaction(async (tx) => {
    const row = await tx.consumeEmailToken(tokenHash, 'verify_email', at);
    if (!row) return null;
    const user = await tx.findUserById(row.user_id);
    // A link only proves the mailbox it went to: after an e-mail change it verifies nothing.
    if (!user || user.email.toLowerCase() !== row.email.toLowerCase()) return 'stale' as const;
    await tx.markVerified(row.user_id, row.email, at);
    return 'verified' as const;
  });
  if (used === 'verified') return 'Your email has been verified. Thank you!';
  if (used === 'stale') {
    throw AppError.badRequest(
      'This verification link was sent to an address your account no longer uses. Use the link sent to your current address.',
    );
  }
  // A second click on the same link (or a browser that loads the page twice) is not an error.
  const seen = await repo.findEmailToken(tokenHash);
  if (seen?.purpose === 'verify_email' && seen.used_at) {
    const user = await repo.findUserById(seen.user_id);
    if (user?.is_verified) return 'Your email is already verified.';
  }
  throw AppError.badRequest(BAD_LINK.verify_email);
}

async function resendVerification(deps: Deps, userId: string): Promise<string> {
  const { repo } = deps;
  const user = await repo.findUserById(userId);
  if (!user) throw AppError.unauthorized(SESSION_EXPIRED);
  if (user.is_verified) return 'Your email is already verified.';
  const recent = await repo.countRecentEmailTokens(userId, 'verify_email', new Date(deps.clock.now().getTime() - HOUR));
  if (recent >= LINKS_PER_HOUR) {
    throw AppError.rateLimited(
      'We have sent several links already. Please check your inbox and spam folder, or try again in an hour.',
    );
  }
  await repo.transaction((tx) => issueLink(deps, tx, user, 'verify_email'));
  deps.onQueued();
  return `A new verification link is on its way to ${user.email}.`;
}

export function createAuthService(serviceDeps: AuthServiceDeps) {
  const { repo, clock, appUrl } = serviceDeps;
  const { limitStore } = serviceDeps;
  const deps: Deps = {
    ...serviceDeps,
    signInLimits: createSignInLimits(serviceDeps.limits, limitStore),
    // Someone holding a stolen access token must not guess the password here faster than at sign-in.
    wrongCurrentPasswords: createAttemptLimiter(limitStore, 'change-password', 5, 15 * 60 * 1000),
  };
  const signInLinks = createSignInLinks({
    repo,
    clock,
    appUrl,
    onQueued: serviceDeps.onQueued,
    signIn: async (user, rememberMe, meta) => {
      await deps.signInLimits.provedOwner(user.email, meta.ip);
      return signedIn(deps, user, rememberMe, meta);
    },
  });

  return {
    requestSignInLink: signInLinks.request,
    signInWithLink: signInLinks.redeem,
    register: (input: RegisterPayload) => register(deps, input),
    login: (input: LoginInput, meta: RequestMeta) => login(deps, input, meta),
    refresh: (refreshToken: string) => refresh(deps, refreshToken),
    logout: (refreshToken: string | undefined, sessionId: string | undefined) => logout(deps, refreshToken, sessionId),
    logoutEverywhere: (userId: string) => logoutEverywhere(deps, userId),
    isSessionActive: (sessionId: string, userId: string) => repo.isSessionActive(sessionId, userId),
    verifyEmail: (token: string) => verifyEmail(deps, token),
    resendVerification: (userId: string) => resendVerification(deps, userId),
    forgotPassword: (email: string) => forgotPassword(deps, email),
    resetPassword: (token: string, password: string) => resetPassword(deps, token, password),
    changePassword: (userId: string, currentPassword: string, newPassword: string): Promise<void> =>
      changePassword(deps, userId, currentPassword, newPassword),
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function refreshExpiry(rememberMe: boolean, from: Date): Date {
  return new Date(from.getTime() + (rememberMe ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session));
}
