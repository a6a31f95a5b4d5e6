import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function HistoryPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.history.title')} message={t('pages.history.unavailable')} />;
}
