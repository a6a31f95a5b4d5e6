import { isLanguage, LANGUAGE_LOCALES } from '@raktsetu/shared';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** "Last updated 5 Mar 2026, 2:30 pm" above data this phone saved earlier. `at` is ms since the epoch. */
export function LastUpdated({ at }: { at: number }) {
  const { t, i18n } = useTranslation();
  const locale = isLanguage(i18n.language) ? LANGUAGE_LOCALES[i18n.language] : LANGUAGE_LOCALES.en;
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  return (
    <p data-testid="last-updated" className="flex items-center gap-1.5 text-sm text-slate-600">
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {t('offline.lastUpdated', { time })}
    </p>
  );
}
