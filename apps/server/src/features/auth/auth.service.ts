import { MESSAGES, type Profile, type RegisterPayload, type TokenPair, type UserType } from '@raktsetu/shared';
import {
  accountExistsMessage,
  passwordChangedMessage,
  resetPasswordMessage,
  verifyEmailMessage,
} from '../../adapters/mail/templates.ts';
import { AppError } from '../../lib/app-error.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import { AttemptLimiter, describeWait } from '../../lib/attempt-limiter.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password-hasher.ts';
import { hashToken, newOpaqueToken, type AccessTokens } from '../../lib/tokens.ts';
import type { AuthQueries, AuthRepository, EmailTokenPurpose, UserRow } from './auth.repository.ts';
import { createSignInLimits } from './sign-in-limits.ts';
import { createSignInLinks } from './sign-in-link.service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export const REFRESH_TTL_MS = { remember: 7 * DAY, session: DAY } as const;
const VERIFY_TTL_MS = 48 * HOUR;
const RESET_TTL_MS = HOUR;
/** At most this many links of one kind per account per hour; more asks are answered the same but not sent. */
const LINKS_PER_HOUR = 3;

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
const BAD_LINK = {
  verify_email: 'This verification link is invalid or has expired. Please request a new one.',
  reset_password: 'This password reset link is invalid or has expired. Please request a new one.',
} as const;

export interface AuthServiceDeps {
  repo: AuthRepository;
  tokens: AccessTokens;
  clock: Clock;
  appUrl: string;
  getProfile: (userId: string) => Promise<Profile>;
  /** Called after a transaction that queued mail has committed. */
  onQueued: () => void;
  limits: { failedLoginsPerWindow: number; failedLoginWindowMs: number };
  /** Called after sessions of a user were revoked, so their open live streams end at once. */
  sessionsRevoked?: (userId: string) => void;
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

export function createAuthService(deps: AuthServiceDeps) {
  const { repo, tokens, clock, appUrl } = deps;
  const now = () => clock.now();
  const sessionsRevoked = (userId: string) => deps.sessionsRevoked?.(userId);
  const signInLimits = createSignInLimits(deps.limits, () => now().getTime());
  // Someone holding a stolen access token must not guess the password here faster than at sign-in.
  const wrongCurrentPasswords = new AttemptLimiter(5, 15 * 60 * 1000, () => now().getTime());

  async function issueLink(
    tx: AuthQueries,
    user: { user_id: string; email: string; full_name: string },
    purpose: EmailTokenPurpose,
  ): Promise<void> {
    const token = newOpaqueToken();
    const tokenHash = hashToken(token);
    const at = now();
    await tx.insertEmailToken({
      token_hash: tokenHash,
      user_id: user.user_id,
      purpose,
      email: user.email,
      expires_at: new Date(at.getTime() + (purpose === 'verify_email' ? VERIFY_TTL_MS : RESET_TTL_MS)),
      created_at: at,
    });
    const message =
      purpose === 'verify_email'
        ? verifyEmailMessage(user.email, user.full_name, `${appUrl}/auth/callback?token=${token}`)
        : resetPasswordMessage(user.email, user.full_name, `${appUrl}/reset-password?token=${token}`);
    await tx.enqueue({ topic: EMAIL_TOPIC, payload: { ...message }, dedupeKey: `${purpose}:${tokenHash}` }, at);
  }

  async function startSession(userId: string, userType: UserType, rememberMe: boolean, meta: RequestMeta) {
    const at = now();
    const sessionId = await repo.createSession(userId, rememberMe, meta.userAgent?.slice(0, 300) ?? null, at);
    const refresh = newOpaqueToken();
    await repo.insertRefreshToken(hashToken(refresh), sessionId, refreshExpiry(rememberMe, at), at);
    const access = await tokens.sign({ sub: userId, user_type: userType, sid: sessionId }, at);
    return { access_token: access, refresh_token: refresh };
  }

  async function signedIn(user: UserRow, rememberMe: boolean, meta: RequestMeta): Promise<SignedIn> {
    const tokens = await startSession(user.user_id, user.user_type as UserType, rememberMe, meta);
    return { tokens, user: await deps.getProfile(user.user_id) };
  }

  const signInLinks = createSignInLinks({
    repo,
    clock,
    appUrl,
    onQueued: deps.onQueued,
    signIn: (user, rememberMe, meta) => {
      signInLimits.provedOwner(user.email, meta.ip);
      return signedIn(user, rememberMe, meta);
    },
  });

  /**
   * A registration for an address that has an account: no account is made and the owner is told, at most once an
   * hour (the outbox keeps one mail per dedupe key), so the caller learns nothing the owner does not.
   */
  async function tellOwnerOfSignUpAttempt(email: string): Promise<void> {
    const owner = await repo.findUserByEmail(email);
    if (!owner) return;
    const at = now();
    const message = accountExistsMessage(owner.email, owner.full_name, {
      signIn: `${appUrl}/login`,
      reset: `${appUrl}/forgot-password`,
    });
    const hour = Math.floor(at.getTime() / HOUR);
    await repo.enqueue(
      { topic: EMAIL_TOPIC, payload: { ...message }, dedupeKey: `account_exists:${owner.user_id}:${hour}` },
      at,
    );
  }

  return {
    requestSignInLink: signInLinks.request,
    signInWithLink: signInLinks.redeem,

    /** Answers the same whether or not the address has an account; the password is hashed either way. */
    async register(input: RegisterPayload): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      try {
        await repo.transaction(async (tx) => {
          const at = now();
          const user = await tx.insertUser({
            email: input.email,
            password_hash: passwordHash,
            phone_number: input.phone_number,
            full_name: input.full_name,
            city: input.city,
            state: input.state,
            user_type: input.user_type,
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
            await tx.insertDonor({ donor_id: user.user_id, blood_group_id: input.blood_group_id });
          }
          await issueLink(tx, user, 'verify_email');
        });
      } catch (error) {
        // Also the loser of two simultaneous sign-ups for one new address ends here, with the same answer.
        if (!isUniqueViolation(error)) throw error;
        await tellOwnerOfSignUpAttempt(input.email);
      }
      deps.onQueued();
    },

    async login(
      input: { email: string; password: string; remember_me: boolean },
      meta: RequestMeta,
    ): Promise<SignedIn> {
      // Counted as a failure up front; a right password gives the attempt back.
      signInLimits.take(input.email, meta.ip);
      const user = await repo.findUserByEmail(input.email);
      const ok = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !ok) throw AppError.unauthorized('Invalid email or password');
      signInLimits.succeeded(input.email, meta.ip);
      return signedIn(user, input.remember_me, meta);
    },

    /** Exchanges a refresh token for a new pair. A token used twice revokes its whole sign-in. */
    async refresh(refreshToken: string) {
      const at = now();
      const tokenHash = hashToken(refreshToken);
      const found = await repo.findRefreshToken(tokenHash);
      if (!found || found.revoked_at) throw AppError.unauthorized(SESSION_EXPIRED);
      if (found.rotated_at || !(await repo.markRotated(tokenHash, at))) {
        await repo.revokeSession(found.session_id, 'refresh token reuse', at);
        sessionsRevoked(found.user_id);
        throw AppError.unauthorized(SESSION_EXPIRED);
      }
      if (found.expires_at <= at) {
        await repo.revokeSession(found.session_id, 'expired', at);
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
    },

    async logout(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
      const at = now();
      if (refreshToken) {
        const found = await repo.findRefreshToken(hashToken(refreshToken));
        if (found && (await repo.revokeSession(found.session_id, 'signed out', at))) sessionsRevoked(found.user_id);
      }
      const revokedUserId = sessionId ? await repo.revokeSession(sessionId, 'signed out', at) : null;
      if (revokedUserId) sessionsRevoked(revokedUserId);
    },

    async logoutEverywhere(userId: string): Promise<void> {
      await repo.revokeAllSessions(userId, 'signed out everywhere', now());
      sessionsRevoked(userId);
    },

    isSessionActive: (sessionId: string, userId: string) => repo.isSessionActive(sessionId, userId),

    async verifyEmail(token: string): Promise<string> {
      const changed = await deps.confirmEmailChange?.(token);
      if (changed) return changed;
      const tokenHash = hashToken(token);
      const at = now();
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
    },

    async resendVerification(userId: string): Promise<string> {
      const user = await repo.findUserById(userId);
      if (!user) throw AppError.unauthorized(SESSION_EXPIRED);
      if (user.is_verified) return 'Your email is already verified.';
      const recent = await repo.countRecentEmailTokens(userId, 'verify_email', new Date(now().getTime() - HOUR));
      if (recent >= LINKS_PER_HOUR) {
        throw AppError.rateLimited(
          'We have sent several links already. Please check your inbox and spam folder, or try again in an hour.',
        );
      }
      await repo.transaction((tx) => issueLink(tx, user, 'verify_email'));
      deps.onQueued();
      return `A new verification link is on its way to ${user.email}.`;
    },

    /** Same answer whether or not the e-mail has an account, so nobody can probe for accounts. */
    async forgotPassword(email: string): Promise<void> {
      const user = await repo.findUserByEmail(email);
      if (!user) return;
      const recent = await repo.countRecentEmailTokens(
        user.user_id,
        'reset_password',
        new Date(now().getTime() - HOUR),
      );
      if (recent >= LINKS_PER_HOUR) return;
      await repo.transaction((tx) => issueLink(tx, user, 'reset_password'));
      deps.onQueued();
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const at = now();
      const resetUserId = await repo.transaction(async (tx) => {
        const row = await tx.consumeEmailToken(hashToken(token), 'reset_password', at);
        if (!row)
          throw AppError.badRequest(BAD_LINK.reset_password, [{ field: 'token', message: BAD_LINK.reset_password }]);
        const user = await tx.findUserById(row.user_id);
        if (!user) throw AppError.badRequest(BAD_LINK.reset_password);
        await tx.setPassword(user.user_id, passwordHash, at);
        await tx.useAllEmailTokens(user.user_id, 'reset_password', at);
        // A new password ends every sign-in, and sign-in links not yet used with them.
        await tx.useAllEmailTokens(user.user_id, 'sign_in', at);
        // The link reached the mailbox, which proves the address.
        await tx.markVerified(user.user_id, row.email, at);
        await tx.revokeAllSessions(user.user_id, 'password reset', at);
        await tx.enqueue(
          {
            topic: EMAIL_TOPIC,
            payload: { ...passwordChangedMessage(user.email, user.full_name, at, `${appUrl}/forgot-password`) },
          },
          at,
        );
        return user.user_id;
      });
      sessionsRevoked(resetUserId);
      deps.onQueued();
    },

    async changePassword(userId: string, currentPassword: string, newPassword: string): Promise<void> {
      const user = await repo.findUserById(userId);
      if (!user) throw AppError.unauthorized(MESSAGES.authenticationRequired);
      // Taken before the (slow) check, so simultaneous guesses cannot all pass; a right password gives it back.
      const wait = wrongCurrentPasswords.take(userId);
      if (wait > 0) {
        throw AppError.rateLimited(
          `Too many wrong passwords. Your password was not changed. Please try again ${describeWait(wait)}.`,
        );
      }
      if (!(await verifyPassword(user.password_hash, currentPassword))) {
        throw AppError.badRequest('Your current password is incorrect.', [
          { field: 'currentPassword', message: 'Your current password is incorrect.' },
        ]);
      }
      wrongCurrentPasswords.reset(userId);
      const passwordHash = await hashPassword(newPassword);
      const at = now();
      await repo.transaction(async (tx) => {
        await tx.setPassword(userId, passwordHash, at);
        await tx.revokeAllSessions(userId, 'password changed', at);
        await tx.useAllEmailTokens(userId, 'sign_in', at);
        await tx.enqueue(
          {
            topic: EMAIL_TOPIC,
            payload: { ...passwordChangedMessage(user.email, user.full_name, at, `${appUrl}/forgot-password`) },
          },
          at,
        );
      });
      sessionsRevoked(userId);
      deps.onQueued();
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function refreshExpiry(rememberMe: boolean, from: Date): Date {
  return new Date(from.getTime() + (rememberMe ? REFRESH_TTL_MS.remember : REFRESH_TTL_MS.session));
}
