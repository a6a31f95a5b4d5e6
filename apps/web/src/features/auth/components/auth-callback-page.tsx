import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { useToast } from '../../../lib/toast-context.ts';
import type { LoginPageState } from '../../../lib/auth/login-state.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { verifyEmail } from '../api/auth-api.ts';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * One verification per link token, however often the page mounts (StrictMode runs effects twice; a tab may
 * be reloaded): the link is single-use, so asking twice would only produce a confusing second answer.
 */
const verifications = new Map<string, Promise<string>>();
function verifyOnce(token: string): Promise<string> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifyEmail(token);
    verifications.set(token, pending);
  }
  return pending;
}

/**
 * Where e-mail verification links land: "Completing authentication...", the token goes to
 * POST /auth/verify-email, then a signed-in user continues to the dashboard and anyone else to /login with the
 * server's message. A failure goes to /login with the error.
 */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.callback.title'));
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token'));
  const { status, reloadProfile } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { ok: true, message: '' });
  const finished = useRef(false);

  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyOnce(token).then(
      (message) => active && setOutcome({ ok: true, message }),
      (error: unknown) =>
        active && setOutcome({ ok: false, message: errorMessage(error, t, t('auth.callback.failed')) }),
    );
    return () => {
      active = false;
    };
  }, [token, t]);

  useEffect(() => {
    if (!outcome || status === 'loading' || finished.current) return;
    finished.current = true;
    if (status === 'authenticated') {
      if (outcome.message) {
        toast.show({ message: outcome.message, tone: outcome.ok ? 'success' : 'error' });
        // The verify banner goes away once the profile says verified.
        if (outcome.ok) void reloadProfile();
      }
      void navigate('/app/dashboard', { replace: true });
      return;
    }
    const state: LoginPageState = outcome.ok
      ? outcome.message
        ? { message: outcome.message }
        : {}
      : { error: outcome.message };
    void navigate('/login', { replace: true, state });
  }, [outcome, status, navigate, toast, reloadProfile]);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <LoadingScreen message={t('auth.completing')} />
    </main>
  );
}
