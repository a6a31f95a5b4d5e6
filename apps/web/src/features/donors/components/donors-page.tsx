import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function DonorsPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.donors.title')} message={t('pages.donors.unavailable')} />;
}
