import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function RequestDetailPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.requestDetail.title')} message={t('pages.requestDetail.unavailable')} />;
}
