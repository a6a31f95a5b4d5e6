import { Check, CircleCheckBig, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useRespondToRequest, useUpdateRequestStatus, type DonorResponse } from '../../../lib/requests-api.ts';
import { FulfilDialog } from './fulfil-dialog.tsx';

/** Statuses in which a request still needs donors (and may be cancelled). */
export const ACTIVE_STATUSES: readonly string[] = ['Open', 'In Progress'];

/** The owner may cancel while Open or In Progress, and mark fulfilled while In Progress. */
export function ownerActionsFor(status: string): { cancel: boolean; fulfil: boolean } {
  return { cancel: ACTIVE_STATUSES.includes(status), fulfil: status === 'In Progress' };
}

export interface DonorResponseButtonsProps {
  requestId: string;
  /** Names the request in the buttons' accessible names, e.g. "B+ Whole Blood". */
  label: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Accept / Decline in one tap, with the product’s messages. */
export function DonorResponseButtons({ requestId, label, size = 'md' }: DonorResponseButtonsProps) {
  const { t } = useTranslation();
  const respond = useRespondToRequest({
    success: (_result, { response }) =>
      t(response === 'accept' ? 'requests.actions.accepted' : 'requests.actions.declined'),
    failure: t('requests.actions.respondFailed'),
  });
  const pending = respond.isPending ? respond.variables.response : null;

  const answer = (response: DonorResponse) => respond.mutate({ id: requestId, response });

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size={size}
        onClick={() => answer('accept')}
        loading={pending === 'accept'}
        loadingText={t('requests.actions.accepting')}
        disabled={respond.isPending}
        aria-label={t('requests.actions.acceptLabel', { request: label })}
      >
        <Check aria-hidden="true" className="size-4" />
        {t('requests.actions.accept')}
      </Button>
      <Button
        size={size}
        variant="secondary"
        onClick={() => answer('decline')}
        loading={pending === 'decline'}
        loadingText={t('requests.actions.declining')}
        disabled={respond.isPending}
        aria-label={t('requests.actions.declineLabel', { request: label })}
      >
        <X aria-hidden="true" className="size-4" />
        {t('requests.actions.decline')}
      </Button>
    </div>
  );
}

export interface OwnerActionsProps {
  requestId: string;
  status: string;
  label: string;
  size?: 'sm' | 'md';
}

/** The owner's Cancel Request (after a confirmation) and Mark as Fulfilled (choosing the donors who gave). */
export function OwnerActions({ requestId, status, label, size = 'md' }: OwnerActionsProps) {
  const { t } = useTranslation();
  // Cancelling changes the status, so these buttons (and the dialog) can be gone before the answer comes.
  const update = useUpdateRequestStatus({
    success: () => t('requests.actions.updated'),
    failure: t('requests.actions.updateFailed'),
  });
  const [dialog, setDialog] = useState<'cancel' | 'fulfil' | null>(null);
  const allowed = ownerActionsFor(status);
  if (!allowed.cancel && !allowed.fulfil) return null;

  const cancel = () =>
    update.mutate({ id: requestId, update: { status: 'Cancelled' } }, { onSuccess: () => setDialog(null) });

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {allowed.fulfil && (
          <Button
            size={size}
            onClick={() => setDialog('fulfil')}
            aria-label={t('requests.actions.fulfilLabel', { request: label })}
          >
            <CircleCheckBig aria-hidden="true" className="size-4" />
            {t('requests.actions.fulfil')}
          </Button>
        )}
        {allowed.cancel && (
          <Button
            size={size}
            variant="secondary"
            onClick={() => setDialog('cancel')}
            aria-label={t('requests.actions.cancelLabel', { request: label })}
          >
            {t('requests.actions.cancel')}
          </Button>
        )}
      </div>
      <Dialog
        open={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('requests.actions.cancelTitle')}
        description={t('requests.actions.cancelBody')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setDialog(null)}>
            {t('requests.actions.keep')}
          </Button>
          <Button onClick={cancel} loading={update.isPending} loadingText={t('requests.actions.cancelling')}>
            {t('requests.actions.cancelConfirm')}
          </Button>
        </div>
      </Dialog>
      {dialog === 'fulfil' && <FulfilDialog requestId={requestId} onClose={() => setDialog(null)} />}
    </>
  );
}
