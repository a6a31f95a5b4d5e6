import { compatibilityGuide, type CompatibilityTable } from '@raktsetu/shared';
import { Check, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

// Built once from the shared matching rules: the table cannot say something the search does not do.
const GUIDE = compatibilityGuide();

/** The two compatibility tables (red cells; plasma, which runs the other way) and what they do not say. */
export function CompatibilityGuide() {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="compatibility-guide-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="compatibility-guide-heading" className="text-xl font-semibold text-slate-900">
          {t('donors.guide.title')}
        </h2>
        <p className="text-slate-700">{t('donors.guide.intro')}</p>
      </div>
      <div className="grid gap-5 xl:grid-cols-2">
        <GuideTable table={GUIDE.redCells} caption={t('donors.guide.redCellsCaption')} testId="guide-red-cells" />
        <GuideTable table={GUIDE.plasma} caption={t('donors.guide.plasmaCaption')} testId="guide-plasma" />
      </div>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-slate-800" data-testid="guide-notes">
        <li>{t('donors.guide.notes.exactFirst')}</li>
        <li>{t('donors.guide.notes.platelets')}</li>
        <li>{t('donors.guide.notes.bombay')}</li>
        <li>{t('donors.guide.notes.crossMatch')}</li>
        <li className="font-semibold">{t('donors.guide.notes.noMoney')}</li>
      </ul>
    </Card>
  );
}

interface GuideTableProps {
  table: CompatibilityTable;
  caption: string;
  testId: string;
}

/** Recipients down the side, donors across the top; the box scrolls sideways on a narrow phone. */
function GuideTable({ table, caption, testId }: GuideTableProps) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} aria-label={caption}>
      <table className="w-full border-collapse text-center text-sm" data-testid={testId}>
        <caption className="px-3 py-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th
              scope="col"
              className="border-b border-slate-200 px-1.5 py-2 text-left text-xs font-semibold text-slate-700"
            >
              <span className="block">{t('donors.guide.cornerPatient')}</span>
              <span className="block">{t('donors.guide.cornerDonor')}</span>
            </th>
            {table.donors.map((donor) => (
              <th key={donor} scope="col" className="border-b border-slate-200 px-0.5 py-2 font-semibold sm:px-1.5">
                {donor}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.recipient} className="odd:bg-white even:bg-slate-50/60">
              <th scope="row" className="px-1.5 py-1.5 text-left font-semibold whitespace-nowrap">
                {row.recipient}
              </th>
              {row.cells.map((cell) => (
                <td key={cell.donor} className="px-0.5 py-1.5 sm:px-1.5">
                  {cell.compatible ? (
                    <Check
                      role="img"
                      aria-label={cell.exact ? t('donors.guide.exactCell') : t('donors.guide.yes')}
                      className={cell.exact ? 'mx-auto size-5 text-green-800' : 'mx-auto size-4 text-green-700'}
                      strokeWidth={cell.exact ? 3 : 2}
                    />
                  ) : (
                    <Minus role="img" aria-label={t('donors.guide.no')} className="mx-auto size-4 text-slate-400" />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
