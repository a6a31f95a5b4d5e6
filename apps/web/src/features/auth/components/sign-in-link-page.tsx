import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { DEFAULT_SIGNED_IN_PATH, type LoginPageState } from '../../../lib/auth/login-state.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { signInWithLink, type SignInResult } from '../api/auth-api.ts';

/**
 * One exchange per link token, however often the page mounts (StrictMode runs effects twice; a tab may be
 * reloaded): the link works once, so a second ask would only turn a sign-in into a confusing error.
 */
const exchanges = new Map<string, Promise<SignInResult>>();
function exchangeOnce(token: string): Promise<SignInResult> {
  let pending = exchanges.get(token);
  if (!pending) {
    pending = signInWithLink(token);
    exchanges.set(token, pending);
  }
  return pending;
}

/**
 * Where "Email me a sign-in link" links land: "Completing authentication...", the token is exchanged for a sign-in
 * (as the password would give), and the user goes to the dashboard. A used, expired or unknown link goes to /login
 * with the server's message, where a new link is one click away.
 */
export function SignInLinkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.signInLink.title'));
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token'));
  const { startSession } = useAuth();
  const navigate = useNavigate();
  const finished = useRef(false);

  useEffect(() => {
    let active = true;
    const fail = (message: string) => {
      const state: LoginPageState = { error: message };
      void navigate('/login', { replace: true, state });
    };
    if (!token) {
      fail(t('auth.signInLink.failed'));
      return;
    }
    exchangeOnce(token).then(
      (result) => {
        if (!active || finished.current) return;
        finished.current = true;
        startSession(result.tokens, result.profile);
        void navigate(DEFAULT_SIGNED_IN_PATH, { replace: true });
      },
      (error: unknown) => {
        if (!active || finished.current) return;
        finished.current = true;
        fail(errorMessage(error, t, t('auth.signInLink.failed')));
      },
    );
    return () => {
      active = false;
    };
  }, [token, t, startSession, navigate]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <LoadingScreen message={t('auth.completing')} />
    </main>
  );
}
