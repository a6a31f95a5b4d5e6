import { SUPPORT_EMAIL } from '@raktsetu/shared';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UnavailablePage } from '../../../components/layout/unavailable-page.tsx';

export function HelpPage() {
  const { t } = useTranslation();
  return (
    <UnavailablePage heading={t('pages.help.title')} message={t('pages.help.unavailable')}>
      <a
        href={`mailto:${SUPPORT_EMAIL}`}
        className="inline-flex min-h-10 items-center gap-2 self-start rounded font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
      >
        <Mail aria-hidden="true" className="size-5" />
        {t('pages.help.emailSupport', { email: SUPPORT_EMAIL })}
      </a>
    </UnavailablePage>
  );
}
