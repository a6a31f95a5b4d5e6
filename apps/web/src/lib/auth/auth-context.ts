import { createContext } from 'react';
import type { SessionUser } from './session.ts';

/** Why there is no session; the route guard sends a user who just signed out home instead of to /login. */
export type SignedOutReason = 'no-session' | 'expired' | 'signed-out';

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'unauthenticated'; reason: SignedOutReason };

export interface AuthContextValue {
  state: AuthState;
  status: AuthState['status'];
  user: SessionUser | null;
  isSigningOut: boolean;
  /** Ends the session: tells the server (best effort), then always clears tokens and state. */
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
