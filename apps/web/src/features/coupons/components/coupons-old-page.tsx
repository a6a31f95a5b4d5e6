import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function CouponsOldPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.couponsOld.title')} message={t('pages.couponsOld.unavailable')} />;
}
