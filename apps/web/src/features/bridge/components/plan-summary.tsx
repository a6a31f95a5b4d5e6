import type { BridgePlan } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { componentLabel } from '../../../lib/component-name.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { PlanForm } from './plan-form.tsx';

/** The plan as saved, with "Change plan" opening the same form in place. */
/** `next` is the first upcoming transfusion date as the calendar shows it (a date moved on its own included). */
export function PlanCard({ plan, next }: { plan: BridgePlan; next: string }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card as="section" aria-labelledby="bridge-plan-title" className="flex flex-col gap-3">
      <h2 id="bridge-plan-title" className="text-lg font-semibold text-slate-900">
        {t('bridge.plan.title')}
      </h2>
      {editing ? (
        <PlanForm plan={plan} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="flex flex-col gap-1 text-slate-800" data-testid="plan-summary">
            <dt className="sr-only">{t('bridge.plan.hospital')}</dt>
            <dd className="font-medium">
              {t('bridge.plan.where', { hospital: plan.hospital_name, city: plan.hospital_city })}
            </dd>
            <dt className="sr-only">{t('bridge.plan.interval')}</dt>
            <dd>
              {t('bridge.plan.summary', {
                units: plan.units_per_transfusion,
                component: componentLabel(t, plan.component),
                group: plan.blood_group,
                days: plan.interval_days,
              })}
            </dd>
            <dt className="sr-only">{t('bridge.plan.nextDate')}</dt>
            <dd>{t('bridge.plan.next', { date: formatIsoDate(next) })}</dd>
            {plan.antibodies_note && (
              <>
                <dt className="mt-2 text-sm font-semibold text-slate-700">{t('bridge.plan.noteLabel')}</dt>
                <dd className="text-sm whitespace-pre-line">{plan.antibodies_note}</dd>
              </>
            )}
          </dl>
          <Button variant="secondary" className="self-start" onClick={() => setEditing(true)}>
            {t('bridge.plan.edit')}
          </Button>
        </>
      )}
    </Card>
  );
}
