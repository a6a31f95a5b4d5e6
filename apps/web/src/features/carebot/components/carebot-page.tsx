import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function CarebotPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.carebot.title')} message={t('pages.carebot.unavailable')} />;
}
