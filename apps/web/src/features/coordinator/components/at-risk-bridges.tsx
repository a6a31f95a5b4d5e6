import type { CoordinatorOverview } from '@raktsetu/shared';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { slotStateLabel } from '../coordinator-format.ts';
import { MessageDialog, type MessageTarget } from './message-dialog.tsx';
import { SectionEmpty } from './section-empty.tsx';

type AtRiskBridge = CoordinatorOverview['bridges'][number];

/** Bridges short of donors or with a date nobody has confirmed; the coordinator may message a bridge's donors. */
export function AtRiskBridges({ bridges }: { bridges: AtRiskBridge[] }) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<MessageTarget | null>(null);
  if (bridges.length === 0) return <SectionEmpty>{t('coordinator.bridges.empty')}</SectionEmpty>;
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2">
        {bridges.map((bridge) => (
          <li key={bridge.plan_id}>
            <BridgeCard
              bridge={bridge}
              onMessage={() => setTarget({ planId: bridge.plan_id, name: bridge.patient_first_name })}
            />
          </li>
        ))}
      </ul>
      <MessageDialog target={target} onClose={() => setTarget(null)} />
    </>
  );
}

function BridgeCard({ bridge, onMessage }: { bridge: AtRiskBridge; onMessage: () => void }) {
  const { t } = useTranslation();
  const headingId = `bridge-${bridge.plan_id}`;
  const capacity =
    bridge.missing > 0
      ? t('coordinator.bridges.short', { members: bridge.members, needed: bridge.needed, count: bridge.missing })
      : t('coordinator.bridges.enough', { members: bridge.members, needed: bridge.needed });
  return (
    <Card as="section" aria-labelledby={headingId} className="flex h-full flex-col gap-3" data-testid="at-risk-bridge">
      <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
        {t('coordinator.bridges.title', {
          name: bridge.patient_first_name,
          group: bridge.blood_group,
          city: bridge.hospital_city,
        })}
      </h2>
      <p className={bridge.missing > 0 ? 'font-semibold text-red-800' : 'text-slate-700'}>{capacity}</p>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-semibold text-slate-900">{t('coordinator.bridges.datesHeading')}</h3>
        {bridge.dates_at_risk.length === 0 ? (
          <p className="text-sm text-slate-700">{t('coordinator.bridges.noDates')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5">
            {bridge.dates_at_risk.map((date) => (
              <li
                key={`${date.transfusion_date}-${date.state}`}
                className="flex flex-wrap items-center gap-2 text-sm text-slate-800"
              >
                <span>{t('coordinator.bridges.transfusion', { date: formatIsoDate(date.transfusion_date) })}</span>
                <Badge tone={date.state === 'escalated' || date.state === 'uncovered' ? 'red' : 'amber'}>
                  {slotStateLabel(t, date.state)}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="mt-auto self-start"
        onClick={onMessage}
        aria-label={t('coordinator.bridges.messageLabel', { name: bridge.patient_first_name })}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('coordinator.bridges.message')}
      </Button>
    </Card>
  );
}
