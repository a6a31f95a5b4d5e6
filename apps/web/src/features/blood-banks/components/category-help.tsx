import { BLOOD_BANK_CATEGORIES } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { categoryKey } from '../forms/bank-search.ts';

/** What each directory category means, folded away until asked for. */
export function CategoryHelp() {
  const { t } = useTranslation();
  return (
    <details className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm" data-testid="category-help">
      <summary className="cursor-pointer font-semibold text-slate-900">{t('bloodBanks.categories.help')}</summary>
      <dl className="mt-3 flex flex-col gap-2">
        {BLOOD_BANK_CATEGORIES.map((category) => (
          <div key={category}>
            <dt className="font-semibold text-slate-900">{t(`bloodBanks.categories.${categoryKey(category)}.name`)}</dt>
            <dd className="text-slate-700">{t(`bloodBanks.categories.${categoryKey(category)}.about`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
