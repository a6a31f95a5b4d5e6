import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clsx } from 'clsx';
import { AuthLinks, AuthPageShell, UnavailableNotice, authLinkClasses } from './auth-page-shell.tsx';

/** SPEC §2: /register?type=donor chooses a donor account; anything else is a patient account (the default). */
export function useRegistrationType(): 'Patient' | 'Donor' {
  const [searchParams] = useSearchParams();
  return searchParams.get('type')?.toLowerCase() === 'donor' ? 'Donor' : 'Patient';
}

export function RegisterPage() {
  const { t } = useTranslation();
  const type = useRegistrationType();
  const typeLabel = type === 'Donor' ? t('roles.Donor') : t('roles.Patient');
  return (
    <AuthPageShell title={t('pages.register.title')} heading={t('pages.register.heading')}>
      <p data-testid="register-type">
        <span
          className={clsx(
            'inline-flex rounded-full px-3 py-1 text-sm font-semibold',
            type === 'Donor' ? 'bg-red-100 text-red-800' : 'bg-blue-100 text-blue-800',
          )}
        >
          {t('pages.register.accountType', { type: typeLabel })}
        </span>
      </p>
      <UnavailableNotice>{t('pages.register.unavailable')}</UnavailableNotice>
      <AuthLinks>
        <li>
          {type === 'Donor' ? (
            <Link to="/register" className={authLinkClasses}>
              {t('pages.register.switchToPatient')}
            </Link>
          ) : (
            <Link to="/register?type=donor" className={authLinkClasses}>
              {t('pages.register.switchToDonor')}
            </Link>
          )}
        </li>
        <li>
          <Link to="/login" className={authLinkClasses}>
            {t('pages.register.haveAccount')}
          </Link>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
