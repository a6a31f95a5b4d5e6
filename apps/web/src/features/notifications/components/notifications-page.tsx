import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function NotificationsPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.notifications.title')} message={t('pages.notifications.unavailable')} />;
}
