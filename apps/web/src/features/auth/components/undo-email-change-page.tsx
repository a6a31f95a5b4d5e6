import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { undoEmailChange } from '../api/email-change-api.ts';
import { AuthLinks, AuthPageShell, authLinkClasses } from './auth-page-shell.tsx';

/**
 * Where the link in the "your e-mail address is being changed" notice lands. Undoing signs out every device, so it
 * waits for a click: a mail scanner that opens the link must not do it.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const [token] = useState(() => searchParams.get('token'));
  const { status, signOut } = useAuth();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(
    token ? null : { tone: 'error', message: t('auth.undoEmailChange.missingToken') },
  );
  const done = result?.tone === 'success';

  async function undo() {
    if (!token || busy || done) return;
    setBusy(true);
    setResult(null);
    try {
      const message = await undoEmailChange(token);
      setResult({ tone: 'success', message });
      // The server ended every session, this browser's too.
      if (status === 'authenticated') await signOut({ revoke: false });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('auth.undoEmailChange.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthPageShell
      title={t('auth.undoEmailChange.title')}
      heading={t('auth.undoEmailChange.heading')}
      intro={t('auth.undoEmailChange.intro')}
    >
      {result && (
        <Alert tone={result.tone} data-testid="undo-email-change-result">
          {result.message}
        </Alert>
      )}
      {token && !done && (
        <Button
          size="lg"
          fullWidth
          onClick={() => void undo()}
          loading={busy}
          loadingText={t('auth.undoEmailChange.submitting')}
        >
          {t('auth.undoEmailChange.submit')}
        </Button>
      )}
      <AuthLinks>
        <li>
          <Link to="/forgot-password" className={authLinkClasses}>
            {t('auth.undoEmailChange.resetPassword')}
          </Link>
        </li>
        <li>
          <Link to="/login" className={authLinkClasses}>
            {t('auth.undoEmailChange.signIn')}
          </Link>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
