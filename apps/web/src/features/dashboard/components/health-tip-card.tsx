import type { HealthTip } from '@raktsetu/shared';
import { HeartPulse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';

/** The first paragraph is enough on the dashboard; the whole tip is on /app/health-tips. */
const firstParagraph = (body: string) => body.split(/\n\s*\n/)[0]?.trim() ?? '';

export function HealthTipCard({ tip }: { tip: HealthTip | null }) {
  const { t, i18n } = useTranslation();
  // The server sends the tip in English when its article is not yet translated into the page's language.
  const written = tip?.language ?? 'en';
  return (
    <Card as="section" aria-labelledby="dashboard-tip-title" className="flex flex-col gap-2" data-testid="health-tip">
      <h2 id="dashboard-tip-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <HeartPulse aria-hidden="true" className="size-5 text-red-700" />
        {t('dashboard.tip.title')}
      </h2>
      {tip ? (
        <>
          <p lang={written} className="font-medium text-slate-900">
            {tip.title}
          </p>
          {written !== i18n.language && <p className="text-xs text-slate-600">{t('tipLanguage.notTranslated')}</p>}
          <p lang={written} className="line-clamp-4 text-slate-700">
            {firstParagraph(tip.body)}
          </p>
          <p className="text-xs text-slate-600">
            {t('dashboard.tip.source', { organisation: tip.source.organisation, year: tip.source.year })}
          </p>
        </>
      ) : (
        <p className="text-slate-700">{t('dashboard.tip.none')}</p>
      )}
      <Link to="/app/health-tips" className="text-sm font-medium text-red-700 underline-offset-2 hover:underline">
        {t('dashboard.tip.more')}
      </Link>
    </Card>
  );
}
