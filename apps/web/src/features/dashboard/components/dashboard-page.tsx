import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function DashboardPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.dashboard.title')} message={t('pages.dashboard.unavailable')} />;
}
