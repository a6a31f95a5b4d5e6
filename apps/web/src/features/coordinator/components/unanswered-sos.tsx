import type { CoordinatorOverview } from '@raktsetu/shared';
import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { useComponentName } from '../../../lib/component-name.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SectionEmpty } from './section-empty.tsx';

type UnansweredSosRow = CoordinatorOverview['unanswered_sos'][number];

/**
 * SOS requests nobody accepted within BRIDGE.unansweredSosMinutes. No link to the request: its page opens only for
 * its patient and the donors it reached (the server answers anyone else 404), coordinators included.
 */
export function UnansweredSos({ requests }: { requests: UnansweredSosRow[] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return <SectionEmpty>{t('coordinator.sos.empty')}</SectionEmpty>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid gap-4 lg:grid-cols-2">
        {requests.map((request) => (
          <li key={request.request_id}>
            <SosCard request={request} />
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">{t('coordinator.sos.privateNote')}</p>
    </div>
  );
}

function SosCard({ request }: { request: UnansweredSosRow }) {
  const { t } = useTranslation();
  const componentName = useComponentName();
  const place = [request.hospital_name, request.city].filter(Boolean).join(', ');
  return (
    <Card as="article" className="flex h-full flex-col gap-2" data-testid="unanswered-sos">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Siren aria-hidden="true" className="size-5 shrink-0 text-red-700" />
        {t('coordinator.sos.title', { group: request.blood_group, component: componentName(request.component) })}
      </h2>
      <p className="break-words text-slate-800">{place || t('coordinator.sos.unknownPlace')}</p>
      <p className="font-semibold text-red-800">{t('coordinator.sos.openFor', { count: request.minutes_open })}</p>
      <p className="text-sm text-slate-700">
        {t('coordinator.sos.alerted', { count: request.alerted })} ·{' '}
        <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
      </p>
    </Card>
  );
}
