import type { Membership } from '@raktsetu/shared';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLeaveBridge } from '../api/bridge-membership-api.ts';
import { MembershipSlotItem } from './membership-slot.tsx';

/**
 * One bridge the donor is in: the patient's first name, group and hospital city (nothing more until a date is
 * confirmed), the dates asked of this donor, and leaving the bridge after saying so twice.
 */
export function MembershipCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const name = membership.patient_first_name;
  const headingId = `bridge-${membership.plan_id}`;
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="membership">
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('bridgeMembership.mine.bridgeTitle', { name })}
        </h2>
        <p className="text-slate-700">
          {t('bridgeMembership.mine.bridgeMeta', { group: membership.blood_group, city: membership.hospital_city })}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-800">{t('bridgeMembership.mine.datesTitle')}</h3>
        {membership.slots.length === 0 ? (
          <p className="text-slate-700">{t('bridgeMembership.mine.noDates')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {membership.slots.map((slot) => (
              <MembershipSlotItem key={slot.slot_id} slot={slot} />
            ))}
          </ul>
        )}
      </div>
      <LeaveBridge planId={membership.plan_id} name={name} />
    </Card>
  );
}

function LeaveBridge({ planId, name }: { planId: string; name: string }) {
  const { t } = useTranslation();
  // Leaving takes the bridge off the page, and this card with it, before the answer is told.
  const leave = useLeaveBridge({ success: () => t('bridgeMembership.mine.left') });
  const [open, setOpen] = useState(false);
  const confirm = () => leave.mutate(planId, { onSuccess: () => setOpen(false) });
  return (
    <>
      <Button variant="ghost" size="sm" className="self-start" onClick={() => setOpen(true)}>
        <LogOut aria-hidden="true" className="size-4" />
        {t('bridgeMembership.mine.leave')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('bridgeMembership.mine.leaveTitle', { name })}
        description={t('bridgeMembership.mine.leaveText')}
      >
        {leave.isError && (
          <Alert tone="error">{errorMessage(leave.error, t, t('bridgeMembership.mine.leaveFailed'))}</Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('bridgeMembership.mine.stay')}
          </Button>
          <Button variant="danger" disabled={leave.isPending} onClick={confirm}>
            {leave.isPending ? t('bridgeMembership.mine.leaving') : t('bridgeMembership.mine.leaveConfirm')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
