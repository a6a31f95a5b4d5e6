import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function SettingsPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.settings.title')} message={t('pages.settings.unavailable')} />;
}
