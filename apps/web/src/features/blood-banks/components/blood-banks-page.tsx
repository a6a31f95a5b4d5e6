import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function BloodBanksPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.bloodBanks.title')} message={t('pages.bloodBanks.unavailable')} />;
}
