import { clsx } from 'clsx';
import { CalendarDays, ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { useRecommendations, type Recommendation, type RecommendationRole } from '../api/carebot-api.ts';

export interface RecommendationsCardProps {
  role: RecommendationRole;
  /** Beside the conversation (always open), or folded above it on a phone (closed until tapped). */
  layout: 'aside' | 'collapsible';
}

/** "For you": CareBot's suggestions for the person's own role, with the date each hangs on and its source. */
export function RecommendationsCard({ role, layout }: RecommendationsCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const headingId = useId();

  if (layout === 'aside')
    return (
      <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:p-5">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-5 text-red-700" />
          {t('carebot.forYou.heading')}
        </h2>
        <RecommendationsList role={role} />
      </Card>
    );

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white">
      <h2 id={headingId}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((current) => !current)}
          className="flex min-h-11 w-full items-center gap-2 rounded-xl px-3 text-left text-sm font-semibold text-slate-800 hover:bg-slate-100"
        >
          <Sparkles aria-hidden="true" className="size-4 shrink-0 text-red-700" />
          <span className="flex-1">{t('carebot.forYou.heading')}</span>
          <ChevronDown
            aria-hidden="true"
            className={clsx('size-5 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={contentId} hidden={!open} className="px-3 pb-3">
        {open && <RecommendationsList role={role} />}
      </div>
    </section>
  );
}

function RecommendationsList({ role }: { role: RecommendationRole }) {
  const { t } = useTranslation();
  const recommendations = useRecommendations(role);

  if (recommendations.isPending)
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('carebot.forYou.loading')}
      </p>
    );
  if (recommendations.isError) return <p className="text-sm text-slate-600">{t('carebot.forYou.failed')}</p>;
  if (recommendations.data.length === 0) return <p className="text-sm text-slate-600">{t('carebot.forYou.none')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200" data-testid="recommendations">
      {recommendations.data.map((item) => (
        <RecommendationItem key={item.title} item={item} />
      ))}
    </ul>
  );
}

function RecommendationItem({ item }: { item: Recommendation }) {
  const { t } = useTranslation();
  const date = item.date ? formatIsoDate(item.date) : null;
  // The server writes the date into its sentence as YYYY-MM-DD; people read it as the rest of the app shows dates.
  const body = item.date && date ? item.body.replaceAll(item.date, date) : item.body;
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <h3 className="font-semibold text-slate-900">{item.title}</h3>
      {item.date && date && (
        <p className="flex items-center gap-1.5 text-sm font-medium text-red-800">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={item.date}>{date}</time>
        </p>
      )}
      <p className="text-sm text-slate-700">{body}</p>
      {item.citation && (
        <p className="text-xs text-slate-500">
          {t('carebot.source', {
            organisation: item.citation.organisation,
            document: item.citation.document,
            year: item.citation.year,
          })}
        </p>
      )}
    </li>
  );
}
