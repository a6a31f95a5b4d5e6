import type { BridgeDate, BridgeSlot } from '@raktsetu/shared';
import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { recordOutcome, useBridgeChange } from '../api/bridge-api.ts';
import { SLOT_STATE_KEYS, SLOT_STATE_TONES, canRecordOutcome, telHref } from '../bridge-format.ts';
import type { MoveTarget } from './move-date-dialog.tsx';

interface CalendarDateProps {
  date: BridgeDate;
  onMove: (target: MoveTarget) => void;
}

/** One transfusion date: its donation date, each unit's donor, backup and state, and moving it. */
export function CalendarDate({ date, onMove }: CalendarDateProps) {
  const { t } = useTranslation();
  const headingId = `bridge-date-${date.transfusion_date}`;
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
      <div className="flex flex-col gap-0.5">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {t('bridge.calendar.transfusion', { date: formatIsoDate(date.transfusion_date) })}
        </h3>
        <p className="text-sm text-slate-700">
          {t('bridge.calendar.donation', { date: formatIsoDate(date.donation_date) })}
        </p>
        {date.moved && (
          <p className="text-sm text-slate-600">
            {t('bridge.calendar.moved', { date: formatIsoDate(date.original_date) })}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-2">
        {date.slots.map((slot) => (
          <SlotRow key={slot.slot_id} slot={slot} showUnit={date.slots.length > 1} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onMove({ date: date.transfusion_date, scope: 'one' })}>
          {t('bridge.calendar.move')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onMove({ date: date.transfusion_date, scope: 'all' })}>
          {t('bridge.calendar.moveAll')}
        </Button>
      </div>
    </li>
  );
}

function SlotRow({ slot, showUnit }: { slot: BridgeSlot; showUnit: boolean }) {
  const { t } = useTranslation();
  const donor = slot.donor;
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3" data-testid="bridge-slot">
      <div className="flex flex-wrap items-center gap-2">
        {showUnit && (
          <span className="text-sm font-semibold text-slate-800">
            {t('bridge.calendar.unit', { number: slot.unit_index + 1 })}
          </span>
        )}
        <Badge tone={SLOT_STATE_TONES[slot.state]}>{t(SLOT_STATE_KEYS[slot.state])}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('bridge.calendar.gives')}</dt>
        <dd className="font-medium text-slate-900">{donor?.name ?? t('bridge.calendar.nobody')}</dd>
        <dt className="text-slate-600">{t('bridge.calendar.backup')}</dt>
        <dd className="text-slate-900">{slot.backup?.name ?? t('bridge.calendar.nobody')}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        {donor?.phone_number && (
          <a
            href={telHref(donor.phone_number)}
            className="inline-flex items-center gap-1 font-semibold text-red-800 underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {t('bridge.calendar.call', { name: donor.name })}
          </a>
        )}
        {slot.request_id && (
          <Link to={`/app/requests/${slot.request_id}`} className="font-semibold text-red-800 underline">
            {t('bridge.calendar.request')}
          </Link>
        )}
      </div>
      {canRecordOutcome(slot) && <OutcomeButtons slot={slot} />}
    </li>
  );
}

/** Given / Not given, on or after a confirmed unit's donation day. */
function OutcomeButtons({ slot }: { slot: BridgeSlot }) {
  const { t } = useTranslation();
  // Once recorded, the date no longer offers these buttons: the answer re-draws it without them.
  const outcome = useBridgeChange(recordOutcome, {
    success: () => t('bridge.calendar.outcomeSaved'),
    failure: t('bridge.calendar.outcomeFailed'),
  });
  const record = (value: 'donated' | 'missed') => outcome.mutate({ slotId: slot.slot_id, outcome: value });
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" disabled={outcome.isPending} onClick={() => record('donated')}>
        {t('bridge.calendar.given')}
      </Button>
      <Button variant="secondary" size="sm" disabled={outcome.isPending} onClick={() => record('missed')}>
        {t('bridge.calendar.notGiven')}
      </Button>
    </div>
  );
}
