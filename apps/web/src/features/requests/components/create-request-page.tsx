import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function CreateRequestPage() {
  const { t } = useTranslation();
  return <UnavailablePage heading={t('pages.createRequest.title')} message={t('pages.createRequest.unavailable')} />;
}
