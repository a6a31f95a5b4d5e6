import type { BridgeMember } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import { removeMember, useBridgeChange } from '../api/bridge-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** The bridge's donors (first name and initial), how they stand, and removing one. */
export function MembersCard({ members }: { members: BridgeMember[] }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<BridgeMember | null>(null);
  const remove = useBridgeChange((member: BridgeMember) => removeMember(member.donor_id), {
    success: (_view, member) => t('bridge.members.removed', { name: member.name }),
    failure: t('bridge.members.removeFailed'),
  });

  function confirmRemove() {
    if (removing) remove.mutate(removing, { onSettled: () => setRemoving(null) });
  }

  return (
    <Card as="section" aria-labelledby="bridge-members-title" className="flex flex-col gap-4">
      <h2 id="bridge-members-title" className="text-lg font-semibold text-slate-900">
        {t('bridge.members.title')}
      </h2>
      {members.length === 0 ? (
        <p className="text-slate-700">{t('bridge.members.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {members.map((member) => (
            <li
              key={member.donor_id}
              data-testid="bridge-member"
              className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between"
            >
              <MemberFacts member={member} />
              <Button
                variant="ghost"
                size="sm"
                className="self-start sm:self-center"
                onClick={() => setRemoving(member)}
              >
                {t('bridge.members.remove', { name: member.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('bridge.members.removeTitle', { name: removing?.name ?? '' })}
        body={t('bridge.members.removeBody')}
        confirmLabel={t('bridge.members.removeConfirm')}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}

function MemberFacts({ member }: { member: BridgeMember }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900">{member.name}</span>
        <Badge tone="red">{member.blood_group}</Badge>
        {member.not_responding && <Badge tone="amber">{t('bridge.members.notResponding')}</Badge>}
        {!member.can_give && <Badge tone="amber">{t('bridge.members.cannotGive')}</Badge>}
      </p>
      <p className="text-sm text-slate-700">
        {member.next_date
          ? t('bridge.members.nextDate', { date: formatIsoDate(member.next_date) })
          : t('bridge.members.noNextDate')}
        {' · '}
        {t('bridge.members.donations', { count: member.donations })}
      </p>
      {member.eligible_from && (
        <p className="text-sm text-slate-600">
          {t('bridge.members.eligibleFrom', { date: formatIsoDate(member.eligible_from) })}
        </p>
      )}
    </div>
  );
}
