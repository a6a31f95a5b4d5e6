import type { CoordinatorOverview } from '@raktsetu/shared';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDay } from '../../../lib/format.ts';
import { useVerifyStaff } from '../api/coordinator-api.ts';
import { SectionEmpty } from './section-empty.tsx';

type PendingStaff = CoordinatorOverview['staff_pending'][number];

/**
 * Staff accounts made by `staff:add` that may not change stock or confirm donations yet. Verifying asks first that
 * the coordinator checked with the bank by phone: an account is only as trustworthy as that call.
 */
export function StaffToVerify({ staff }: { staff: PendingStaff[] }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<PendingStaff | null>(null);
  if (staff.length === 0) return <SectionEmpty>{t('coordinator.staff.empty')}</SectionEmpty>;
  return (
    <>
      <ul className="flex flex-col gap-4">
        {staff.map((member) => (
          <li key={member.user_id}>
            <StaffCard member={member} onVerify={() => setConfirming(member)} />
          </li>
        ))}
      </ul>
      <VerifyDialog member={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}

function StaffCard({ member, onVerify }: { member: PendingStaff; onVerify: () => void }) {
  const { t } = useTranslation();
  const headingId = `staff-${member.user_id}`;
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between"
      data-testid="pending-staff"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {member.full_name}
        </h2>
        <p className="text-sm break-all text-slate-700">{member.email}</p>
        <p className="break-words text-slate-800">
          {member.bank_city
            ? t('coordinator.staff.bank', { bank: member.bank_name, city: member.bank_city })
            : member.bank_name}
        </p>
        <p className="text-sm text-slate-600">{t('coordinator.staff.since', { date: formatDay(member.created_at) })}</p>
      </div>
      <Button
        size="sm"
        className="shrink-0 self-start"
        onClick={onVerify}
        aria-label={t('coordinator.staff.verifyLabel', { name: member.full_name })}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {t('coordinator.staff.verify')}
      </Button>
    </Card>
  );
}

function VerifyDialog({ member, onClose }: { member: PendingStaff | null; onClose: () => void }) {
  const { t } = useTranslation();
  // Verifying the last one leaves the list empty, and this dialog goes with it before the answer is told. The name
  // travels with the call: the dialog may be closed (member null) before the answer comes.
  const verify = useVerifyStaff({
    success: (_data, staff) => t('coordinator.staff.verified', { name: staff.name }),
    failure: t('coordinator.staff.failed'),
  });
  const confirm = () => {
    if (member) verify.mutate({ userId: member.user_id, name: member.full_name }, { onSuccess: onClose });
  };
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={t('coordinator.staff.confirmTitle', { name: member?.full_name ?? '' })}
    >
      <p className="text-slate-800">
        {t('coordinator.staff.confirmBody', { bank: member?.bank_name ?? '', name: member?.full_name ?? '' })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('coordinator.staff.cancel')}
        </Button>
        <Button type="button" onClick={confirm} loading={verify.isPending}>
          {t('coordinator.staff.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
