import type { RequestDetail } from '@raktsetu/shared';
import { Radar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';

/** Open: still searching. In Progress: a donor accepted, which stops the widening. Else the search is over. */
const radiusKey = (status: RequestDetail['status']) =>
  status === 'Open'
    ? 'requests.reach.radius'
    : status === 'In Progress'
      ? 'requests.reach.radiusAccepted'
      : 'requests.reach.radiusClosed';

/**
 * The live "search reach" of a request: how many compatible donors were alerted, saw it, accepted and declined,
 * how far the search reaches now, and when it widens next (an SOS nobody accepted widens every 5 minutes).
 */
export function ReachCard({
  request,
  timeAgo,
}: {
  request: Pick<RequestDetail, 'reach' | 'status'>;
  timeAgo: (at: string) => string;
}) {
  const { t } = useTranslation();
  const { reach } = request;
  const stats = [
    { key: 'alerted', value: reach.donors_alerted, label: t('requests.reach.alerted') },
    { key: 'seen', value: reach.donors_seen, label: t('requests.reach.seen') },
    { key: 'accepted', value: reach.accepted, label: t('requests.reach.accepted') },
    { key: 'declined', value: reach.declined, label: t('requests.reach.declined') },
  ];
  return (
    <Card as="section" aria-labelledby="reach-heading" className="flex flex-col gap-4" data-testid="reach">
      <h2 id="reach-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Radar aria-hidden="true" className="size-5 text-red-700" />
        {t('requests.reach.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.key} className="flex flex-col rounded-xl bg-slate-50 p-3" data-testid={`reach-${stat.key}`}>
            <dt className="text-sm text-slate-700">{stat.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700" data-testid="reach-radius">
        {t(radiusKey(request.status), { km: reach.search_radius_km })}
      </p>
      {request.status === 'Open' && reach.next_widen_at && (
        <p className="text-sm text-slate-700" data-testid="reach-widen">
          {t('requests.reach.widens', { time: timeAgo(reach.next_widen_at) })}
        </p>
      )}
    </Card>
  );
}
