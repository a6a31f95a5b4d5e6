import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function CouponsPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.coupons.title')} message={t('pages.coupons.unavailable')} />;
}
