import type { RequestDetail } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** What happened to the request, oldest first. */
export function TimelineCard({ timeline }: { timeline: RequestDetail['timeline'] }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="timeline-heading" className="flex flex-col gap-4">
      <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
        {t('requests.detail.timeline')}
      </h2>
      <ol className="flex flex-col gap-0" data-testid="timeline">
        {timeline.map((event, index) => (
          <li key={`${event.at}-${index}`} className="relative flex gap-3 pb-4 last:pb-0">
            <span aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
              <span className="mt-1.5 size-3 rounded-full border-2 border-red-700 bg-white" />
              {index < timeline.length - 1 && <span className="absolute top-5 bottom-[-0.25rem] w-px bg-slate-300" />}
            </span>
            <div className="flex min-w-0 flex-col">
              <p className="break-words text-slate-900">{event.text}</p>
              <time dateTime={event.at} className="text-sm text-slate-600">
                {formatDateTime(event.at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
