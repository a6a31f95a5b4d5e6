import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function SosPage() {
  const { t } = useTranslation();
  return (
    <UnavailablePage heading={t('pages.sos.title')} message={t('pages.sos.unavailable')}>
      <p className="flex items-start gap-3 font-semibold text-red-800">
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{t('pages.sos.emergencyNumber')}</span>
      </p>
    </UnavailablePage>
  );
}
