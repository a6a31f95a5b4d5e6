import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { AuthLinks, AuthPageShell, UnavailableNotice, authLinkClasses } from './auth-page-shell.tsx';

/** Needs the ?token= of the reset e-mail; without one there is nothing to reset (SPEC §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/forgot-password" replace />;
  return (
    <AuthPageShell title={t('pages.resetPassword.title')} heading={t('pages.resetPassword.heading')}>
      <UnavailableNotice>{t('pages.resetPassword.unavailable')}</UnavailableNotice>
      <AuthLinks>
        <li>
          <Link to="/login" className={authLinkClasses}>
            {t('pages.resetPassword.backToSignIn')}
          </Link>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
