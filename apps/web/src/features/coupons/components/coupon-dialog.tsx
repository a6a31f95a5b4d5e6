import type { Coupon } from '@raktsetu/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useMutationWithOutcome } from '../../../lib/mutation-outcome.ts';
import { useOnScreen } from '../../../lib/use-on-screen.ts';
import { couponKeys, redeemCoupon } from '../api/coupons-api.ts';
import { couponDay } from '../coupon-format.ts';
import { STATUS_TONES } from './coupon-card.tsx';

export interface CouponDialogProps {
  coupon: Coupon | null;
  onClose: () => void;
  /** The coupon as the server holds it after a redeem, so the dialog shows it redeemed. */
  onRedeemed: (coupon: Coupon) => void;
}

/** A coupon's details: partner, title, description, the code and Redeem This Coupon while Issued, dates and terms. */
export function CouponDialog({ coupon, onClose, onRedeemed }: CouponDialogProps) {
  const { t } = useTranslation();
  // The redeem's answer is said inside the dialog: a modal hides the page's messages from screen readers.
  const [notice, setNotice] = useState<{ couponId: string; message: string } | null>(null);
  const redeemed = (next: Coupon, message: string) => {
    setNotice({ couponId: next.id, message });
    onRedeemed(next);
  };
  return (
    <Dialog
      open={coupon !== null}
      onClose={onClose}
      title={coupon?.coupon_title ?? ''}
      description={coupon ? coupon.partner_name : undefined}
    >
      {coupon && (
        <div className="flex flex-col gap-4" data-testid="coupon-dialog">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[coupon.status]}>{t(`coupons.status.${coupon.status}`)}</Badge>
            <span className="text-sm text-slate-700">{t(`coupons.reasons.${coupon.reason}`)}</span>
          </div>
          {coupon.description && <p className="text-slate-800">{coupon.description}</p>}
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <Row label={t('coupons.dialog.partner')}>
              {[coupon.partner_name, coupon.partner_city].filter(Boolean).join(', ')}
            </Row>
            <Row label={t('coupons.dialog.value')}>{coupon.value_text}</Row>
            <Row label={t('coupons.dialog.issued')}>{couponDay(coupon.issued_at)}</Row>
            {coupon.expiry_date && <Row label={t('coupons.dialog.expiry')}>{couponDay(coupon.expiry_date)}</Row>}
            {coupon.redeemed_at && <Row label={t('coupons.dialog.redeemedAt')}>{couponDay(coupon.redeemed_at)}</Row>}
            {coupon.redemption_location && (
              <Row label={t('coupons.dialog.redeemedWhere')}>{coupon.redemption_location}</Row>
            )}
          </dl>
          {coupon.status === 'Issued' && coupon.redemption_code && (
            <div className="flex flex-col gap-1 rounded-xl border-2 border-dashed border-red-300 bg-red-50 p-4 text-center">
              <p className="text-sm font-semibold text-slate-800">{t('coupons.dialog.code')}</p>
              <p
                className="font-mono text-2xl font-bold tracking-wider break-all text-red-900"
                data-testid="coupon-code"
              >
                {coupon.redemption_code}
              </p>
              <p className="text-sm text-slate-700">{t('coupons.dialog.codeHint', { partner: coupon.partner_name })}</p>
            </div>
          )}
          {notice?.couponId === coupon.id && (
            <Alert tone="success" data-testid="redeem-done">
              {notice.message}
            </Alert>
          )}
          <Terms coupon={coupon} />
          {coupon.status === 'Issued' && <RedeemForm key={coupon.id} coupon={coupon} onRedeemed={redeemed} />}
        </div>
      )}
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}

function Terms({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="coupon-terms" className="flex flex-col gap-1">
      <h3 id="coupon-terms" className="text-sm font-semibold text-slate-900">
        {t('coupons.dialog.terms')}
      </h3>
      <ul className="list-disc pl-5 text-sm text-slate-700">
        <li>{t('coupons.dialog.termsPartner', { partner: coupon.partner_name })}</li>
        <li>{t('coupons.dialog.termsNoCombine')}</li>
        <li>
          {coupon.expiry_date
            ? t('coupons.dialog.termsValidUntil', { date: couponDay(coupon.expiry_date) })
            : t('coupons.dialog.termsNoExpiry')}
        </li>
        {coupon.terms && <li>{coupon.terms}</li>}
      </ul>
    </section>
  );
}

/**
 * Redeeming reads every coupon list and count again. Its answer is told by the mutation (lib/mutation-outcome.ts):
 * inside the dialog while the form is open, as a toast once it is gone (the dialog closed before the answer).
 */
function useRedeem(onScreen: RefObject<boolean>, setFailure: (message: string) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutationWithOutcome(
    { mutationFn: redeemCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }) },
    {
      success: (result) => (onScreen.current ? undefined : result.message || t('coupons.dialog.redeemed')),
      failure: t('coupons.dialog.redeemFailed'),
      inPlace: setFailure,
    },
  );
}

/** Optional where and notes, then Redeem This Coupon; a refusal shows the server's reason here. */
function RedeemForm({ coupon, onRedeemed }: { coupon: Coupon; onRedeemed: (coupon: Coupon, message: string) => void }) {
  const { t } = useTranslation();
  const onScreen = useOnScreen();
  const [location, setLocation] = useState('');
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const redeem = useRedeem(onScreen, setFailure);

  function submit() {
    setFailure(null);
    redeem.mutate(
      { couponId: coupon.id, redemption_location: location, redemption_notes: notes },
      // Only while the form is open: a closed dialog is not opened again to show it.
      { onSuccess: (result) => onRedeemed(result.data, result.message || t('coupons.dialog.redeemed')) },
    );
  }

  return (
    <form
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-sm font-semibold text-slate-900">{t('coupons.dialog.redeemHeading')}</h3>
      <p className="text-sm text-slate-700">{t('coupons.dialog.redeemIntro')}</p>
      <Input
        label={t('coupons.dialog.location')}
        value={location}
        maxLength={200}
        onChange={(event) => setLocation(event.target.value)}
      />
      <Textarea
        label={t('coupons.dialog.notes')}
        value={notes}
        maxLength={500}
        rows={2}
        onChange={(event) => setNotes(event.target.value)}
      />
      {failure && (
        <Alert tone="error" data-testid="redeem-error">
          {failure}
        </Alert>
      )}
      <Button type="submit" loading={redeem.isPending} loadingText={t('coupons.dialog.redeeming')}>
        {t('coupons.dialog.redeem')}
      </Button>
    </form>
  );
}
