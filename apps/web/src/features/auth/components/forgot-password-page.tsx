import { SUPPORT_EMAIL } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLinks, AuthPageShell, UnavailableNotice, authLinkClasses } from './auth-page-shell.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthPageShell title={t('pages.forgotPassword.title')} heading={t('pages.forgotPassword.heading')}>
      <UnavailableNotice>{t('pages.forgotPassword.unavailable')}</UnavailableNotice>
      <AuthLinks>
        <li>
          <Link to="/login" className={authLinkClasses}>
            {t('pages.forgotPassword.backToSignIn')}
          </Link>
        </li>
        <li>
          <Link to="/register" className={authLinkClasses}>
            {t('pages.forgotPassword.createAccount')}
          </Link>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={authLinkClasses}>
            {t('pages.forgotPassword.contactSupport')}
          </a>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
