import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';

/** Patients see their own requests, donors the requests they could answer (SPEC §2). */
export function RequestsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const heading = user?.userType === 'Donor' ? t('pages.requests.headingDonor') : t('pages.requests.headingPatient');
  return (
    <UnavailablePage title={t('pages.requests.title')} heading={heading} message={t('pages.requests.unavailable')} />
  );
}
