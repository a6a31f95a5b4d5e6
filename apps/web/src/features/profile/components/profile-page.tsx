import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function ProfilePage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.profile.title')} message={t('pages.profile.unavailable')} />;
}
