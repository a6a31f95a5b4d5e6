import type { Dashboard } from '@raktsetu/shared';
import { Plus, Siren } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LiveIndicator } from '../../../components/live/live-indicator.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDashboard } from '../api/dashboard-api.ts';
import { AdminHome } from './admin-home.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { HealthTipCard } from './health-tip-card.tsx';
import { CarebotShortcut, QuickActions } from './quick-actions.tsx';
import { RequestListCard } from './request-list-card.tsx';
import { RewardsWidget } from './rewards-widget.tsx';
import { StatCards } from './stat-cards.tsx';

// Only for donors, after the page paints: patients never load it, and the shell's budget (.size-limit.cjs) holds.
const NextBridgeDateCard = lazy(() =>
  import('./next-bridge-date-card.tsx').then((module) => ({ default: module.NextBridgeDateCard })),
);

// Only when offline: fetched then (the worker keeps it), not with every dashboard.
const DashboardOffline = lazy(() =>
  import('./dashboard-offline.tsx').then((module) => ({ default: module.DashboardOffline })),
);

/**
 * /app/dashboard, the signed-in home: a patient's requests or a donor's giving, in one GET /api/dashboard call
 * that refreshes itself when the live stream reports a change. Staff never arrive here (they go to their bank);
 * admins get a short home pointing to what they manage.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.dashboard.title'));
  const { user } = useAuth();
  if (user?.userType === 'Admin') return <AdminHome />;
  return <PersonDashboard />;
}

function PersonDashboard() {
  const { t } = useTranslation();
  const query = useDashboard();
  const online = useOnline();
  if (query.isPending) return <DashboardSkeleton />;
  if (query.isError) {
    const detail = errorMessage(query.error, t, '');
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('pages.dashboard.title')} />
        <Alert tone="error" data-testid="dashboard-error">
          <p className="font-semibold">{t('dashboard.loadFailed')}</p>
          {detail && <p className="mt-1 font-normal">{detail}</p>}
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
        {!online && (
          <Suspense fallback={null}>
            <DashboardOffline />
          </Suspense>
        )}
      </div>
    );
  }
  return <DashboardView data={query.data} />;
}

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';

function DashboardView({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const isDonor = data.stats.role === 'Donor';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <PageHeader title={t('dashboard.welcome', { name: firstName(data.full_name) })}>
          <p className="text-slate-700">{isDonor ? t('dashboard.introDonor') : t('dashboard.introPatient')}</p>
          <LiveIndicator className="self-start" />
        </PageHeader>
        {!isDonor && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <ButtonLink to="/app/sos" variant="danger">
              <Siren aria-hidden="true" className="size-5" />
              {t('dashboard.sos')}
            </ButtonLink>
            <ButtonLink to="/app/requests/new" variant="secondary">
              <Plus aria-hidden="true" className="size-5" />
              {t('dashboard.newRequest')}
            </ButtonLink>
          </div>
        )}
      </div>
      {isDonor && (
        <Suspense fallback={null}>
          <NextBridgeDateCard enabled />
        </Suspense>
      )}
      <StatCards stats={data.stats} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {isDonor ? <NearbyRequests data={data} /> : <RecentRequests data={data} />}
          {isDonor && <RewardsWidget coupons={data.expiring_coupons} />}
        </div>
        <div className="flex flex-col gap-6">
          <QuickActions isDonor={isDonor} />
          <CarebotShortcut />
          <HealthTipCard tip={data.health_tip} />
        </div>
      </div>
    </div>
  );
}

function RecentRequests({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  return (
    <RequestListCard
      testId="recent-requests"
      title={t('dashboard.recent.title')}
      viewAllTo="/app/requests"
      requests={data.recent_requests}
      empty={
        <p>
          {t('dashboard.recent.empty')}{' '}
          <Link to="/app/requests/new" className="font-medium text-red-700 underline">
            {t('dashboard.recent.create')}
          </Link>
        </p>
      }
    />
  );
}

function NearbyRequests({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  // A donor who may not give yet is offered nothing to answer: say when that changes rather than blame the location.
  const eligibleFrom = data.stats.role === 'Donor' ? data.stats.eligible_from : null;
  // Asking to save a location that is saved already only puzzles: then the quiet list just means nobody nearby asked. (No promise of an alert: a donor may have SOS alerts off.)
  const located = useAuth().profile?.latitude != null;
  return (
    <RequestListCard
      testId="nearby-requests"
      title={t('dashboard.nearby.title')}
      viewAllTo="/app/requests?filter=nearby"
      requests={data.nearby_requests}
      empty={
        eligibleFrom !== null ? (
          <p>{t('dashboard.nearby.notEligible', { date: formatIsoDate(eligibleFrom) })}</p>
        ) : located ? (
          <p>{t('dashboard.nearby.emptyLocated')}</p>
        ) : (
          <p>
            {t('dashboard.nearby.empty')}{' '}
            <Link to="/app/profile" className="font-medium text-red-700 underline">
              {t('dashboard.nearby.profile')}
            </Link>
          </p>
        )
      }
    />
  );
}
