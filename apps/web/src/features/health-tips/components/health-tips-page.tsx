import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function HealthTipsPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.healthTips.title')} message={t('pages.healthTips.unavailable')} />;
}
