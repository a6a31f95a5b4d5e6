import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from './use-choose-language.ts';

/**
 * The language switcher on every page: a native select (phones open it as their own large list) offering each
 * language in its own name and script, so a person finds theirs whatever the page is in; its label ("Language")
 * is in the current language. `compact` (the navigation bars) shows the icon, and the current language's name from
 * 640 px up, with the select laid invisibly over it; `menu` (the account menu on phones) is a labelled row.
 */
export function LanguageSwitcher({
  variant = 'compact',
  iconOnlyOnLaptops = false,
  className,
}: {
  variant?: 'compact' | 'menu';
  /** From 1024 to 1279 px the icon alone: the signed-in bar's page links would wrap beside the name. */
  iconOnlyOnLaptops?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { current, choosing, choose } = useChooseLanguage();
  const shown = choosing ?? current;

  const select = (
    <select
      id={id}
      value={shown}
      aria-busy={choosing ? true : undefined}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void choose(event.target.value);
      }}
      className={
        variant === 'compact'
          ? 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0'
          : 'min-h-11 cursor-pointer rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900'
      }
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );

  if (variant === 'menu') {
    return (
      <div className={clsx('flex items-center justify-between gap-3 px-3 py-1', className)}>
        <label htmlFor={id} className="flex items-center gap-3 text-sm font-medium text-slate-800">
          <Languages aria-hidden="true" className="size-4 text-slate-500" />
          {t('language.label')}
        </label>
        {select}
      </div>
    );
  }

  return (
    <div
      className={clsx(
        'relative flex h-10 shrink-0 items-center gap-1 rounded-lg px-1.5 text-sm sm:px-2.5 font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        // The select itself is invisible, so its keyboard focus is drawn on the control around it.
        'has-[select:focus-visible]:outline-3 has-[select:focus-visible]:outline-offset-2 has-[select:focus-visible]:outline-blue-700',
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-5" />
      <span
        aria-hidden="true"
        lang={shown}
        className={clsx('hidden sm:inline', iconOnlyOnLaptops && 'lg:hidden xl:inline')}
      >
        {LANGUAGE_NAMES[shown]}
      </span>
      <ChevronDown
        aria-hidden="true"
        className={clsx('hidden size-4 sm:block', iconOnlyOnLaptops && 'lg:hidden xl:block')}
      />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      {select}
    </div>
  );
}
