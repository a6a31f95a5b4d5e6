import type { RequestSummary } from '@raktsetu/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestStatusBadge, UrgencyBadge } from '../../../components/requests/request-badges.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { requestPath } from '../../../lib/requests-api.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import { componentLabel } from '../../../lib/component-name.ts';

interface RequestListCardProps {
  title: string;
  viewAllTo: string;
  requests: RequestSummary[];
  /** What to do next when the list is empty. */
  empty: ReactNode;
  testId: string;
}

/** Your Recent Requests (patients) or Nearby Requests (donors): up to five, each linking to its page. */
export function RequestListCard({ title, viewAllTo, requests, empty, testId }: RequestListCardProps) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  return (
    <Card as="section" aria-labelledby={`${testId}-title`} className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={`${testId}-title`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Link
          to={viewAllTo}
          className="shrink-0 text-sm font-medium whitespace-nowrap text-red-700 underline-offset-2 hover:underline"
        >
          {t('dashboard.viewAll')}
        </Link>
      </div>
      {requests.length === 0 ? (
        <div className="text-slate-700">{empty}</div>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100">
          {requests.map((request) => (
            <li key={request.request_id} className="py-3 first:pt-0 last:pb-0">
              <Link
                to={requestPath(request.request_id)}
                className="flex flex-col gap-1 rounded-md focus-visible:outline-2 focus-visible:outline-red-700"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">
                    {t('dashboard.requestLine', {
                      group: request.blood_group,
                      component: componentLabel(t, request.component),
                      count: request.units_required,
                    })}
                  </span>
                  <UrgencyBadge urgency={request.urgency} />
                  <RequestStatusBadge status={request.status} />
                </span>
                <span className="text-sm text-slate-600">
                  {[
                    request.city,
                    request.distance_km === null ? null : t('dashboard.distance', { km: request.distance_km }),
                    timeAgo(request.created_at),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
