import type { RequestSummary } from '@raktsetu/shared';
import { Building2, ChevronRight, Clock, MapPin, Navigation } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestStatusBadge, UrgencyBadge } from '../../../components/requests/request-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { requestPath } from '../../../lib/requests-api.ts';
import { formatKm } from '../request-format.ts';
import { ACTIVE_STATUSES, DonorResponseButtons, OwnerActions } from './request-actions.tsx';
import { componentLabel } from '../../../lib/component-name.ts';

export interface RequestCardProps {
  request: RequestSummary;
  viewerId: string;
  isDonor: boolean;
  timeAgo: (at: string) => string;
}

/**
 * One request in the list: what is needed, status and urgency, when, where (town, and distance for donors), and
 * the actions a viewer may take (a donor's Accept / Decline, the owner's Cancel / Mark as Fulfilled).
 */
export function RequestCard({ request, viewerId, isDonor, timeAgo }: RequestCardProps) {
  const { t } = useTranslation();
  const label = t('requests.card.label', {
    group: request.blood_group,
    component: componentLabel(t, request.component),
  });
  const isOwner = request.patient_id === viewerId;
  const canRespond = isDonor && request.my_response === null && ACTIVE_STATUSES.includes(request.status);

  return (
    <li
      data-testid="request-card"
      data-request-id={request.request_id}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-red-100 text-lg font-bold text-red-800 sm:size-14 sm:text-xl"
        >
          {request.blood_group}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <RequestStatusBadge status={request.status} />
            <UrgencyBadge urgency={request.urgency} />
            {request.my_response && (
              <Badge tone={request.my_response === 'accept' ? 'green' : 'neutral'}>
                {t(request.my_response === 'accept' ? 'requests.card.youAccepted' : 'requests.card.youDeclined')}
              </Badge>
            )}
          </div>
          <h2 className="text-lg font-semibold break-words text-slate-900">
            {label}
            <span className="font-normal text-slate-700">
              {' · '}
              {t('requests.card.units', { count: request.units_required })}
            </span>
          </h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <li className="flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              <time dateTime={request.created_at}>{timeAgo(request.created_at)}</time>
            </li>
            {isDonor && request.distance_km !== null && (
              <li className="flex items-center gap-1.5" data-testid="request-distance">
                <Navigation aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                {t('requests.card.distance', { distance: formatKm(request.distance_km) })}
              </li>
            )}
            {request.city && (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                {request.city}
              </li>
            )}
            {request.hospital_name && (
              <li className="flex min-w-0 items-center gap-1.5">
                <Building2 aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
                <span className="break-words">{request.hospital_name}</span>
              </li>
            )}
          </ul>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        {canRespond && <DonorResponseButtons requestId={request.request_id} label={label} size="sm" />}
        {isOwner && <OwnerActions requestId={request.request_id} status={request.status} label={label} size="sm" />}
        <Link
          to={requestPath(request.request_id)}
          className="ml-auto flex min-h-10 items-center gap-1 rounded-lg px-1 text-sm font-semibold text-red-800 hover:text-red-900 hover:underline"
          aria-label={t('requests.card.detailsLabel', { request: label })}
        >
          {t('requests.card.details')}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}
