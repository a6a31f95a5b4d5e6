import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** Where e-mail links land (SPEC §2): a signed-in user continues to the dashboard, anyone else to sign-in. */
export function AuthCallbackPage() {
  const { t } = useTranslation();
  const { status } = useAuth();
  useDocumentTitle(t('pages.authCallback.title'));
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <LoadingScreen message={t('auth.completing')} />
      {status === 'authenticated' && <Navigate to="/app/dashboard" replace />}
      {status === 'unauthenticated' && <Navigate to="/login" replace />}
    </main>
  );
}
