import type { BridgeView } from '@raktsetu/shared';
import { Copy, RefreshCw, Share2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../lib/toast-context.ts';
import { newInviteCode, useBridgeChange, useInviteNearby } from '../api/bridge-api.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { InviteQr } from './invite-qr.tsx';

/** The invitation link to read and select, with copy, share (where the device can) and asking for a new link. */
function InviteLinkRow({ url, onNewLink }: { url: string; onNewLink: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ tone: 'success', message: t('bridge.invite.copied') });
    } catch {
      toast.show({ tone: 'error', message: t('bridge.invite.copyFailed') });
    }
  }

  function share() {
    // A share the patient cancels rejects; nothing to say then.
    navigator.share({ title: t('bridge.title'), text: t('bridge.invite.shareText'), url }).catch(() => undefined);
  }

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="bridge-invite-link" className="text-sm font-semibold text-slate-800">
          {t('bridge.invite.link')}
        </label>
        <input
          id="bridge-invite-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-slate-50 px-3 py-2 text-sm text-slate-900"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('bridge.invite.copy')}
        </Button>
        {canShare && (
          <Button variant="secondary" size="sm" onClick={share}>
            <Share2 aria-hidden="true" className="size-4" />
            {t('bridge.invite.share')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onNewLink}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('bridge.invite.newLink')}
        </Button>
      </div>
    </>
  );
}

/** Inviting the willing donors nearby, and why it cannot be done when there are none. */
function NearbyInvite({ nearbyWilling }: { nearbyWilling: number }) {
  const { t } = useTranslation();
  const invite = useInviteNearby({
    success: (count) => t('bridge.invite.invited', { count }),
    failure: t('bridge.invite.inviteFailed'),
  });

  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 pt-4">
      <Button
        onClick={() => invite.mutate()}
        disabled={nearbyWilling === 0}
        loading={invite.isPending}
        aria-describedby="bridge-nearby-why"
        className="whitespace-normal"
      >
        <UserPlus aria-hidden="true" className="size-4 shrink-0" />
        {t('bridge.invite.nearby', { count: nearbyWilling })}
      </Button>
      <p id="bridge-nearby-why" className="text-sm text-slate-600">
        {nearbyWilling === 0 ? t('bridge.invite.nearbyNone') : t('bridge.invite.nearbyHint')}
      </p>
    </div>
  );
}

/** The invitation link (copy, share, QR code), a new link on demand, and inviting willing donors nearby. */
export function InviteCard({ view }: { view: BridgeView }) {
  const { t } = useTranslation();
  const url = view.plan.invite_url;
  const [confirming, setConfirming] = useState(false);
  const renew = useBridgeChange(newInviteCode, {
    success: () => t('bridge.invite.newLinkDone'),
    failure: t('bridge.invite.newLinkFailed'),
  });

  function makeNewLink() {
    renew.mutate(undefined, { onSettled: () => setConfirming(false) });
  }

  return (
    <Card as="section" aria-labelledby="bridge-invite-title" className="flex flex-col gap-4">
      <h2 id="bridge-invite-title" className="text-lg font-semibold text-slate-900">
        {t('bridge.invite.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('bridge.invite.intro')}</p>
      <InviteLinkRow url={url} onNewLink={() => setConfirming(true)} />
      <InviteQr url={url} />
      <NearbyInvite nearbyWilling={view.nearby_willing} />
      <ConfirmDialog
        open={confirming}
        title={t('bridge.invite.newLinkTitle')}
        body={t('bridge.invite.newLinkBody')}
        confirmLabel={t('bridge.invite.newLinkConfirm')}
        busy={renew.isPending}
        onConfirm={makeNewLink}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
