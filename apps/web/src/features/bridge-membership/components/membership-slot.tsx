import { todayIso, type MembershipSlot } from '@raktsetu/shared';
import { Building2, Check, Phone, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatIsoDate } from '../../../lib/format.ts';
import { useAnswerSlot } from '../api/bridge-membership-api.ts';

type StateWord =
  | 'planned'
  | 'asked'
  | 'backupAsked'
  | 'backupAskedYou'
  | 'confirmed'
  | 'donated'
  | 'missed'
  | 'uncovered'
  | 'escalated'
  | 'cancelled';

/** A slot's state in words, as the donor it was asked of reads it (keys spelt out for the catalogue check). */
function stateText(slot: MembershipSlot): { key: `bridgeMembership.mine.states.${StateWord}`; tone: BadgeTone } {
  switch (slot.state) {
    case 'planned':
      return { key: 'bridgeMembership.mine.states.planned', tone: 'neutral' };
    case 'asked':
      return { key: 'bridgeMembership.mine.states.asked', tone: 'amber' };
    case 'backup_asked':
      return slot.role === 'backup'
        ? { key: 'bridgeMembership.mine.states.backupAskedYou', tone: 'amber' }
        : { key: 'bridgeMembership.mine.states.backupAsked', tone: 'neutral' };
    case 'confirmed':
      return { key: 'bridgeMembership.mine.states.confirmed', tone: 'green' };
    case 'donated':
      return { key: 'bridgeMembership.mine.states.donated', tone: 'green' };
    case 'missed':
      return { key: 'bridgeMembership.mine.states.missed', tone: 'red' };
    case 'uncovered':
      return { key: 'bridgeMembership.mine.states.uncovered', tone: 'neutral' };
    case 'escalated':
      return { key: 'bridgeMembership.mine.states.escalated', tone: 'neutral' };
    case 'cancelled':
      return { key: 'bridgeMembership.mine.states.cancelled', tone: 'neutral' };
  }
}

/**
 * One date asked of the donor: when to give, its state, and — when they are being asked — big "I can give" and
 * "I can't" buttons (this is the answer a donor gives on their phone). Once they confirmed: the hospital and a
 * call link to the family, and a way to withdraw after saying so twice.
 */
export function MembershipSlotItem({ slot }: { slot: MembershipSlot }) {
  const { t } = useTranslation();
  const answer = useAnswerSlot();
  const [withdrawing, setWithdrawing] = useState(false);
  const state = stateText(slot);
  // The server lets a confirmed donor withdraw only before the donation date (India's today).
  const canWithdraw = slot.state === 'confirmed' && slot.role === 'donor' && todayIso() < slot.donation_date;
  const send = (value: 'confirm' | 'decline') =>
    answer.mutate({ slotId: slot.slot_id, answer: value }, { onSettled: () => setWithdrawing(false) });
  const justAnswered = answer.isSuccess ? answer.variables.answer : null;

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4" data-testid="membership-slot">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col">
          <span className="text-lg font-semibold text-slate-900">
            {t('bridgeMembership.mine.donationOn', { date: formatIsoDate(slot.donation_date) })}
          </span>
          <span className="text-sm text-slate-600">
            {t('bridgeMembership.mine.transfusionOn', { date: formatIsoDate(slot.transfusion_date) })}
          </span>
          {slot.role === 'backup' && (
            <span className="text-sm text-slate-600">{t('bridgeMembership.mine.asBackup')}</span>
          )}
        </div>
        <Badge tone={state.tone} data-testid="slot-state">
          {t(state.key)}
        </Badge>
      </div>
      {(slot.hospital_name ?? slot.patient_phone) && <ConfirmedDetails slot={slot} />}
      {answer.isError && (
        <Alert tone="error">{errorMessage(answer.error, t, t('bridgeMembership.mine.answerFailed'))}</Alert>
      )}
      {justAnswered === 'confirm' && slot.state === 'confirmed' && (
        <Alert tone="success">{t('bridgeMembership.mine.confirmedThanks')}</Alert>
      )}
      {justAnswered === 'decline' && <Alert tone="info">{t('bridgeMembership.mine.declinedNote')}</Alert>}
      {slot.can_answer && (
        <div className="flex flex-col gap-2">
          <p className="font-medium text-slate-800">{t('bridgeMembership.mine.askNow')}</p>
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Button size="lg" fullWidth disabled={answer.isPending} onClick={() => send('confirm')}>
              <Check aria-hidden="true" className="size-5" />
              {answer.isPending ? t('bridgeMembership.mine.answering') : t('bridgeMembership.mine.canGive')}
            </Button>
            <Button size="lg" variant="secondary" fullWidth disabled={answer.isPending} onClick={() => send('decline')}>
              <X aria-hidden="true" className="size-5" />
              {t('bridgeMembership.mine.cannotGive')}
            </Button>
          </div>
        </div>
      )}
      {canWithdraw && !slot.can_answer && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setWithdrawing(true)}>
          {t('bridgeMembership.mine.withdraw')}
        </Button>
      )}
      <Dialog
        open={withdrawing}
        onClose={() => setWithdrawing(false)}
        title={t('bridgeMembership.mine.withdrawTitle')}
        description={t('bridgeMembership.mine.withdrawText', { date: formatIsoDate(slot.donation_date) })}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setWithdrawing(false)}>
            {t('bridgeMembership.mine.keep')}
          </Button>
          <Button variant="danger" disabled={answer.isPending} onClick={() => send('decline')}>
            {answer.isPending ? t('bridgeMembership.mine.answering') : t('bridgeMembership.mine.withdrawConfirm')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

/** Shown only after the donor confirmed (the server sends these then): where to give and whom to call. */
function ConfirmedDetails({ slot }: { slot: MembershipSlot }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-green-50 p-3 text-slate-800" data-testid="slot-contact">
      {slot.hospital_name && (
        <p className="flex items-center gap-2">
          <Building2 aria-hidden="true" className="size-5 shrink-0 text-green-800" />
          <span>
            {t('bridgeMembership.mine.hospital')}: <strong>{slot.hospital_name}</strong>
          </span>
        </p>
      )}
      {slot.patient_phone && (
        <a
          href={`tel:${slot.patient_phone.replace(/[^\d+]/g, '')}`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg bg-white px-3 py-2 font-semibold text-green-900 ring-1 ring-green-700"
        >
          <Phone aria-hidden="true" className="size-5" />
          {t('bridgeMembership.mine.callFamily')}: {slot.patient_phone}
        </a>
      )}
    </div>
  );
}
