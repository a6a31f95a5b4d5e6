import type { Coupon } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDonationCard } from '../../src/features/bank/components/confirm-donation-card.tsx';
import { CouponDialog } from '../../src/features/coupons/components/coupon-dialog.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { renderGone, toasts } from '../support/gone-when-pressed.tsx';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

// A confirmed donation and a redeemed coupon tell their outcome from the mutation (src/lib/mutation-outcome.ts):
// the card or dialog taken away before the server answers still says what happened, as a toast.

const BANK_ID = 42;
const nothing = () => undefined;

/** `path` answering a POST after a little while, with `answer`. */
function answersLater(path: string, answer: () => Response) {
  server.use(
    http.post(api(path), async () => {
      await delay(50);
      return answer();
    }),
  );
}

describe("bank staff's confirm-a-donation card", () => {
  async function confirmADonation(answer: () => Response) {
    signIn(patientProfile({ user_type: 'BloodBankStaff', blood_group_id: null, blood_group: null }));
    answersLater(`/blood-banks/${BANK_ID}/donations`, answer);
    const { user } = renderGone('Confirm donation', <ConfirmDonationCard bankId={BANK_ID} />);
    await user.type(screen.getByRole('textbox', { name: /Donor e-mail or phone/ }), 'rahul@example.org');
    await user.click(screen.getByRole('button', { name: 'Confirm donation' }));
    expect(await screen.findByText('gone')).toBeInTheDocument();
  }

  it("confirms with the server's words, naming the donor, when the card was gone before the answer", async () => {
    const donation = { donation_id: 'd1', donor_name: 'Rahul D.', donation_date: '2026-11-23', component: 'Platelets' };
    await confirmADonation(() =>
      HttpResponse.json({ ...success(donation), message: 'Donation confirmed for Rahul D.' }),
    );
    expect(await within(toasts()).findByText('Donation confirmed for Rahul D.')).toBeInTheDocument();
  });

  it('tells a refusal as a message once the card is gone', async () => {
    await confirmADonation(() => failure(404, 'NOT_FOUND', 'No donor is registered with that e-mail or phone.'));
    expect(await within(toasts()).findByText('No donor is registered with that e-mail or phone.')).toBeInTheDocument();
  });
});

const issued: Coupon = {
  id: 'c1111111-0000-4000-8000-000000000001',
  partner_name: 'Chai Point Café',
  partner_city: 'Mumbai',
  coupon_title: 'Free masala chai',
  description: null,
  value_text: 'One free chai',
  terms: null,
  status: 'Issued',
  redemption_code: 'RS-7K3M-Q9TX',
  issued_at: new Date().toISOString(),
  expiry_date: null,
  redeemed_at: null,
  redemption_location: null,
  reason: 'donation',
};
const redeemed: Coupon = {
  ...issued,
  status: 'Redeemed',
  redemption_code: null,
  redeemed_at: new Date().toISOString(),
};
const redeemPath = `/donor-coupons/${issued.id}/redeem`;

/** The toasts' region, hidden from screen readers while a modal dialog is open. */
const hiddenToasts = () => screen.getByRole('region', { name: /^Messages/, hidden: true });

/** The rewards page's hold on the dialog: closing it forgets the coupon, a redeem shows the coupon redeemed. */
function OpenCoupon() {
  const [selected, setSelected] = useState<Coupon | null>(issued);
  return <CouponDialog coupon={selected} onClose={() => setSelected(null)} onRedeemed={setSelected} />;
}

describe("a donor's coupon dialog", () => {
  it('confirms a redeem when the dialog was closed before the answer, and does not open it again', async () => {
    signIn(donorProfile());
    answersLater(redeemPath, () => HttpResponse.json({ ...success(redeemed), message: 'Coupon redeemed. Enjoy!' }));
    const { user } = renderPage([{ path: '/app/coupons', element: <OpenCoupon /> }], '/app/coupons');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Redeem This Coupon' }));
    await user.keyboard('{Escape}');

    expect(await within(toasts()).findByText('Coupon redeemed. Enjoy!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("tells a refused redeem as a message once the dialog is gone (the server's words)", async () => {
    signIn(donorProfile());
    answersLater(redeemPath, () => failure(409, 'CONFLICT', 'This coupon expired on 20 Nov 2026.'));
    const { user } = renderGone(
      'Redeem This Coupon',
      <CouponDialog coupon={issued} onClose={nothing} onRedeemed={nothing} />,
    );

    await user.click(screen.getByRole('button', { name: 'Redeem This Coupon' }));

    expect(await screen.findByText('gone')).toBeInTheDocument();
    expect(await within(toasts()).findByText('This coupon expired on 20 Nov 2026.')).toBeInTheDocument();
  });

  it('shows a refusal inside the open dialog and not as a toast', async () => {
    signIn(donorProfile());
    answersLater(redeemPath, () => failure(409, 'CONFLICT', 'This coupon expired on 20 Nov 2026.'));
    const { user } = renderPage([{ path: '/app/coupons', element: <OpenCoupon /> }], '/app/coupons');
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Redeem This Coupon' }));

    expect(await within(dialog).findByTestId('redeem-error')).toHaveTextContent('This coupon expired on 20 Nov 2026.');
    expect(within(hiddenToasts()).queryByText('This coupon expired on 20 Nov 2026.')).not.toBeInTheDocument();
  });

  it('shows a redeem inside the open dialog and not as a toast', async () => {
    signIn(donorProfile());
    answersLater(redeemPath, () => HttpResponse.json({ ...success(redeemed), message: 'Coupon redeemed. Enjoy!' }));
    const { user } = renderPage([{ path: '/app/coupons', element: <OpenCoupon /> }], '/app/coupons');
    const dialog = screen.getByRole('dialog');

    await user.click(within(dialog).getByRole('button', { name: 'Redeem This Coupon' }));

    expect(await within(dialog).findByTestId('redeem-done')).toHaveTextContent('Coupon redeemed. Enjoy!');
    expect(within(hiddenToasts()).queryByText('Coupon redeemed. Enjoy!')).not.toBeInTheDocument();
  });
});
