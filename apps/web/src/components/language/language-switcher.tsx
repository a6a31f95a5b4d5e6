import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from './use-choose-language.ts';

/**
 * The language switcher on every page (public header, signed-in navigation bar): a native select, which phones
 * open as their own large list, with each language in its own name and script, so a person finds theirs whatever
 * the page is in. Its label ("Language") is in the current language; the icon says it without words.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { current, choosing, choose } = useChooseLanguage();

  return (
    <div className={clsx('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4 text-slate-600" />
      <select
        id={id}
        value={choosing ?? current}
        aria-busy={choosing ? true : undefined}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        className="h-10 max-w-28 cursor-pointer appearance-none rounded-lg border border-slate-300 bg-white py-1 pr-2 pl-7 text-sm font-medium text-slate-800 hover:bg-slate-50"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
