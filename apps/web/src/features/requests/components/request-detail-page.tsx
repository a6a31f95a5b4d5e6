import type { RequestDetail } from '@raktsetu/shared';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ReportLink } from '../../../components/report/report-link.tsx';
import { LiveIndicator } from '../../../components/live/live-indicator.tsx';
import { RequestStatusBadge, UrgencyBadge } from '../../../components/requests/request-badges.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useMarkRequestNotificationsRead } from '../../../lib/notifications-api.ts';
import { useRequest } from '../../../lib/requests-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import { formatKm } from '../request-format.ts';
import { AcceptedDonorsCard } from './accepted-donors-card.tsx';
import { DonorResponseCard } from './donor-response-card.tsx';
import { NeededCard } from './needed-card.tsx';
import { ReachCard } from './reach-card.tsx';
import { ACTIVE_STATUSES, OwnerActions } from './request-actions.tsx';
import { BanksNearCard } from './banks-near-card.tsx';
import { nobodyAlerted, SosStatus } from './sos-status.tsx';
import { TimelineCard } from './timeline-card.tsx';
import { componentLabel } from '../../../lib/component-name.ts';

/**
 * /app/requests/:id: one request, updating live. Everyone sees what is needed, the search reach and the
 * timeline; the owner sees the donors who accepted (with tap-to-call) and can cancel or mark it fulfilled, and
 * until a donor accepts, the nearest blood banks with stock (first of all after an SOS that could alert nobody); a
 * donor can accept or decline, and after accepting sees the hospital and how to reach the patient.
 */
export function RequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useRequest(id);
  useMarkRequestNotificationsRead(id, query.isSuccess);
  useDocumentTitle(t('requests.detail.title'));

  if (query.isPending) return <LoadingScreen message={t('requests.detail.loading')} />;

  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="flex flex-col gap-6">
        {!notFound && <BackLink />}
        {notFound ? (
          <Card className="flex flex-col items-center gap-3 text-center" data-testid="request-not-found">
            <SearchX aria-hidden="true" className="size-10 text-slate-500" />
            <h1 className="text-2xl font-bold text-slate-900">{t('requests.detail.notFoundTitle')}</h1>
            <p className="text-slate-700">{t('requests.detail.notFound')}</p>
            <ButtonLink to="/app/requests" variant="secondary">
              {t('requests.detail.back')}
            </ButtonLink>
          </Card>
        ) : (
          <>
            <PageHeader title={t('requests.detail.title')} />
            <Alert tone="error" data-testid="request-error">
              <p>{t('requests.detail.loadFailed')}</p>
              <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          </>
        )}
      </div>
    );
  }

  return <RequestView request={query.data} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/app/requests"
      className="flex items-center gap-1.5 self-start rounded text-sm font-semibold text-red-800 hover:text-red-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('requests.detail.back')}
    </Link>
  );
}

function RequestView({ request }: { request: RequestDetail }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const timeAgo = useTimeAgo(15_000);
  const isDonor = user?.userType === 'Donor';
  const label = t('requests.card.label', {
    group: request.blood_group,
    component: componentLabel(t, request.component),
  });
  const nobodyAccepted = request.reach.accepted === 0 && !request.accepted_donors?.length;
  const waiting = request.is_owner && ACTIVE_STATUSES.includes(request.status) && nobodyAccepted;
  const sosLive = waiting && request.urgency === 'SOS';
  // Nobody could be alerted: the banks come first, right under the message that says so.
  const banksFirst = sosLive && nobodyAlerted(request);

  return (
    <div className="flex flex-col gap-6" data-testid="request-detail" data-request-id={request.request_id}>
      <BackLink />
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <PageHeader title={label}>
          <div className="flex flex-wrap items-center gap-2">
            <RequestStatusBadge status={request.status} />
            <UrgencyBadge urgency={request.urgency} />
            <LiveIndicator />
          </div>
          <p className="text-sm text-slate-700">
            {t('requests.detail.raised', { time: timeAgo(request.created_at) })}
            {isDonor && request.distance_km !== null && (
              <>
                {' · '}
                {t('requests.card.distance', { distance: formatKm(request.distance_km) })}
              </>
            )}
          </p>
        </PageHeader>
        {request.is_owner && <OwnerActions requestId={request.request_id} status={request.status} label={label} />}
      </div>

      {sosLive && <SosStatus request={request} />}
      {banksFirst && <BanksNearCard request={request} timeAgo={timeAgo} urgent />}

      <div className="grid gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          {request.is_owner && request.accepted_donors && (
            <AcceptedDonorsCard donors={request.accepted_donors} timeAgo={timeAgo} />
          )}
          {isDonor && !request.is_owner && <DonorResponseCard request={request} label={label} />}
          {waiting && !banksFirst && <BanksNearCard request={request} timeAgo={timeAgo} />}
          <ReachCard request={request} timeAgo={timeAgo} />
        </div>
        <div className="flex flex-col gap-6">
          <NeededCard request={request} />
          <TimelineCard timeline={request.timeline} />
        </div>
      </div>
      <div className="flex justify-end">
        <ReportLink subject={{ type: 'request', id: request.request_id }} label={t('report.requestLabel')} />
      </div>
    </div>
  );
}
