import type { Dashboard } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { formatIsoDate } from '../../../lib/format.ts';

type Stats = Dashboard['stats'];

function StatCard({ testId, value, label, detail, tone = 'neutral' }: StatCardProps) {
  return (
    <Card as="li" className="flex flex-col gap-1 !p-4" data-testid={testId}>
      <span className={clsx('text-2xl font-bold sm:text-3xl', tone === 'good' ? 'text-green-800' : 'text-slate-900')}>
        {value}
      </span>
      <span className="text-sm font-medium text-slate-700">{label}</span>
      {detail && <span className="text-xs text-slate-600">{detail}</span>}
    </Card>
  );
}

interface StatCardProps {
  testId: string;
  value: string | number;
  label: string;
  detail?: string;
  tone?: 'neutral' | 'good';
}

/** The four figures at the top of the dashboard: a patient's requests, a donor's giving. */
export function StatCards({ stats }: { stats: Stats }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('dashboard.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.role === 'Patient' ? <PatientStats stats={stats} /> : <DonorStats stats={stats} />}
    </ul>
  );
}

function PatientStats({ stats }: { stats: Extract<Stats, { role: 'Patient' }> }) {
  const { t } = useTranslation();
  return (
    <>
      <StatCard testId="stat-total-requests" value={stats.total_requests} label={t('dashboard.stats.totalRequests')} />
      <StatCard
        testId="stat-active-requests"
        value={stats.active_requests}
        label={t('dashboard.stats.activeRequests')}
      />
      <StatCard
        testId="stat-donations-received"
        value={stats.donations_received}
        label={t('dashboard.stats.donationsReceived')}
      />
      <StatCard testId="stat-nearby-donors" value={stats.nearby_donors} label={t('dashboard.stats.nearbyDonors')} />
    </>
  );
}

function DonorStats({ stats }: { stats: Extract<Stats, { role: 'Donor' }> }) {
  const { t } = useTranslation();
  const eligibleNow = stats.eligible_from === null;
  return (
    <>
      <StatCard
        testId="stat-donations-given"
        value={stats.donations_given}
        label={t('dashboard.stats.donationsGiven')}
      />
      <StatCard
        testId="stat-requests-answered"
        value={stats.requests_answered}
        label={t('dashboard.stats.requestsAnswered')}
      />
      <StatCard
        testId="stat-eligibility"
        value={eligibleNow ? t('dashboard.stats.eligibleNow') : formatIsoDate(stats.eligible_from ?? '')}
        label={eligibleNow ? t('dashboard.stats.eligibleNowDetail') : t('dashboard.stats.eligibleFrom')}
        detail={eligibleNow ? undefined : stats.eligibility_reasons.join(' ')}
        tone={eligibleNow ? 'good' : 'neutral'}
      />
      <StatCard
        testId="stat-nearby-requests"
        value={stats.nearby_requests}
        label={t('dashboard.stats.nearbyRequests')}
      />
    </>
  );
}
