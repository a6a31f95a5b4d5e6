import type { RequestHistoryItem } from '@raktsetu/shared';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestStatusBadge, UrgencyBadge } from '../../../components/requests/request-badges.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay } from '../../../lib/format.ts';
import { componentLabel } from '../../../lib/component-name.ts';

/** The patient's side: every request and SOS, newest first as the server sends them, each linking to its page. */
export function RequestHistory({ requests }: { requests: RequestHistoryItem[] }) {
  const { t } = useTranslation();
  if (requests.length === 0)
    return (
      <Card className="flex flex-col items-center gap-3 text-center" data-testid="history-empty">
        <p className="text-slate-700">{t('history.noRequests')}</p>
        <ButtonLink to="/app/requests/new">{t('history.createRequest')}</ButtonLink>
      </Card>
    );
  return (
    <ul aria-label={t('history.requestsLabel')} className="flex flex-col gap-3">
      {requests.map((request) => (
        <li key={request.request_id}>
          <RequestHistoryCard request={request} />
        </li>
      ))}
    </ul>
  );
}

function RequestHistoryCard({ request }: { request: RequestHistoryItem }) {
  const { t } = useTranslation();
  return (
    // Not the Card primitive: its padding would wrap the link's, and the whole card is the link.
    <article className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Link
        to={`/app/requests/${request.request_id}`}
        className="flex items-center gap-3 rounded-2xl p-4 hover:bg-slate-50 sm:p-5"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold text-slate-900">
              {t('history.requestHeading', {
                group: request.blood_group,
                component: componentLabel(t, request.component),
              })}
            </h2>
            <RequestStatusBadge status={request.status} />
            <UrgencyBadge urgency={request.urgency} />
          </div>
          <p className="text-sm text-slate-700">
            {request.status === 'Fulfilled' || request.units_received > 0
              ? t('history.received', {
                  received: request.units_received,
                  required: request.units_required,
                  count: request.donors,
                })
              : t('history.unitsAsked', { count: request.units_required })}
          </p>
          <p className="text-sm text-slate-600">
            {request.closed_at
              ? t('history.createdClosed', {
                  created: formatDay(request.created_at),
                  closed: formatDay(request.closed_at),
                })
              : t('history.created', { created: formatDay(request.created_at) })}
          </p>
        </div>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      </Link>
    </article>
  );
}
