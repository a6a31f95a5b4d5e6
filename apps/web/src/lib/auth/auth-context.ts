import type { Profile } from '@raktsetu/shared';
import { createContext } from 'react';
import type { StoredTokens } from '../token-storage.ts';
import type { LoginPageState } from './login-state.ts';
import type { SessionUser } from './session.ts';

/** Why there is no session; the route guard sends a user who just signed out home instead of to /login. */
export type SignedOutReason = 'no-session' | 'expired' | 'signed-out';

/** Where the route guard sends someone who signed out on purpose (default: home). */
export interface SignedOutRedirect {
  to: string;
  state?: LoginPageState;
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; reason: SignedOutReason; redirect?: SignedOutRedirect };

/** The profile is fetched in the background after the session starts. */
export type ProfileStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SignOutOptions {
  /** Tell the server (POST /auth/logout); false when the server already ended every session. Default true. */
  revoke?: boolean;
  /** Where to go afterwards, e.g. /login with a notice. Default: home. */
  redirect?: SignedOutRedirect;
}

export interface AuthContextValue {
  state: AuthState;
  status: AuthState['status'];
  user: SessionUser | null;
  /** The signed-in user's profile; null until loaded. */
  profile: Profile | null;
  profileStatus: ProfileStatus;
  isSigningOut: boolean;
  /** After sign-in: stores both tokens and sets the user and profile. */
  startSession: (tokens: StoredTokens, profile: Profile) => void;
  /** Replaces the profile after the server saved changes. */
  setProfile: (profile: Profile) => void;
  /** Fetches the profile again (e.g. after the e-mail was verified). */
  reloadProfile: () => Promise<void>;
  /** Ends the session: tells the server (best effort), then always clears tokens and state. */
  signOut: (options?: SignOutOptions) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
