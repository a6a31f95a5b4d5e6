import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLinks, AuthPageShell, UnavailableNotice, authLinkClasses } from './auth-page-shell.tsx';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthPageShell title={t('pages.login.title')} heading={t('pages.login.heading')}>
      <UnavailableNotice>{t('pages.login.unavailable')}</UnavailableNotice>
      <AuthLinks>
        <li>
          <Link to="/register" className={authLinkClasses}>
            {t('pages.login.createAccount')}
          </Link>
        </li>
        <li>
          <Link to="/forgot-password" className={authLinkClasses}>
            {t('pages.login.forgotPassword')}
          </Link>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
