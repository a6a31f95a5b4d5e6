import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRequest, useUpdateRequestStatus } from '../../../lib/requests-api.ts';

/**
 * Mark as Fulfilled: the owner ticks the accepted donors who actually gave blood (all are ticked at first, the
 * usual case). Their donations are recorded, which keeps them from being asked again too soon.
 */
export function FulfilDialog({ requestId, onClose }: { requestId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useRequest(requestId);
  const donors = request.data?.accepted_donors ?? [];
  // null = untouched: every accepted donor counts as ticked.
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Fulfilled, the request's page drops the owner's actions and this dialog with them, often before the answer.
  const update = useUpdateRequestStatus({
    success: () => t('requests.actions.updated'),
    failure: t('requests.actions.updateFailed'),
    inPlace: setError,
  });
  const selected = chosen ?? new Set(donors.map((donor) => donor.donor_id));

  const toggle = (donorId: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(donorId);
    else next.delete(donorId);
    setChosen(next);
    setError(null);
  };

  const submit = () => {
    const donorIds = donors.map((donor) => donor.donor_id).filter((id) => selected.has(id));
    if (donorIds.length === 0) {
      setError(t('requests.actions.fulfilNone'));
      return;
    }
    update.mutate({ id: requestId, update: { status: 'Fulfilled', donor_ids: donorIds } }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('requests.actions.fulfilTitle')}
      description={t('requests.actions.fulfilBody')}
    >
      {request.isPending && <p className="text-sm text-slate-700">{t('requests.actions.fulfilLoading')}</p>}
      {request.isError && <Alert tone="error">{t('requests.actions.fulfilLoadFailed')}</Alert>}
      {request.isSuccess && (
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-800">{t('requests.actions.fulfilDonors')}</legend>
          {donors.map((donor) => (
            <Checkbox
              key={donor.donor_id}
              checked={selected.has(donor.donor_id)}
              onChange={(event) => toggle(donor.donor_id, event.target.checked)}
              label={t('requests.actions.fulfilDonor', { name: donor.full_name, group: donor.blood_group })}
            />
          ))}
        </fieldset>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('requests.actions.notNow')}
        </Button>
        <Button
          onClick={submit}
          disabled={!request.isSuccess}
          loading={update.isPending}
          loadingText={t('requests.actions.fulfilling')}
        >
          {t('requests.actions.fulfilConfirm')}
        </Button>
      </div>
    </Dialog>
  );
}
