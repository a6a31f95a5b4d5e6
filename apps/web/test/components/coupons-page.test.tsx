import { ERROR_CODES, type Coupon, type CouponStats, type Notification } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CouponsPage } from '../../src/features/coupons/components/coupons-page.tsx';
import { LiveUpdatesContext } from '../../src/lib/live/live-updates-context.ts';
import { openLiveStream } from '../support/live-stream.ts';
import { DONOR_ID, donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

let next = 0;
function coupon(changes: Partial<Coupon> = {}): Coupon {
  next += 1;
  return {
    id: `c0000000-0000-4000-8000-00000000000${next}`,
    partner_name: 'Chai Point Café',
    partner_city: 'Mumbai',
    coupon_title: 'Free masala chai',
    description: 'One cup of masala chai with any snack.',
    value_text: 'One free chai',
    terms: 'Dine-in only.',
    status: 'Issued',
    redemption_code: `RS-ABCD-EF${next}`,
    issued_at: inDays(-2),
    expiry_date: inDays(30),
    redeemed_at: null,
    redemption_location: null,
    reason: 'donation',
    ...changes,
  };
}

const STATS: CouponStats = { total_issued: 6, total_redeemed: 2, total_expired: 1, total_value_redeemed: 350 };

/** The rewards page of a donor holding `coupons`; returns what was sent to redeem. */
function renderCoupons(
  coupons: Coupon[],
  options: { stats?: 'fail' | CouponStats; live?: ReturnType<typeof openLiveStream> } = {},
) {
  const sent = { redeems: [] as Array<{ id: string; body: unknown }>, listCalls: 0 };
  let list = coupons;
  server.use(
    http.get(api(`/donors/${DONOR_ID}/coupons`), () => {
      sent.listCalls += 1;
      return HttpResponse.json(success(list));
    }),
    http.get(api(`/donors/${DONOR_ID}/coupon-stats`), () =>
      options.stats === 'fail'
        ? failure(500, ERROR_CODES.INTERNAL, 'Something broke')
        : HttpResponse.json(success(options.stats ?? STATS)),
    ),
  );
  signIn(donorProfile());
  const live = options.live;
  const page = (
    <ProtectedRoute allowedRoles={['Donor']}>
      <CouponsPage />
    </ProtectedRoute>
  );
  const view = renderPage(
    [
      {
        path: '/app/coupons',
        element: live ? <LiveUpdatesContext value={live.value}>{page}</LiveUpdatesContext> : page,
      },
    ],
    '/app/coupons',
  );
  return { ...view, sent, setList: (next: Coupon[]) => (list = next) };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const cards = () => screen.queryAllByTestId('coupon-card');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('rewards page: counts, tabs and search', () => {
  it('shows the title and Available (issued − redeemed − expired), Redeemed and Expired', async () => {
    renderCoupons([coupon()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Rewards & Coupons' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-available')).toHaveTextContent('3Available'));
    expect(screen.getByTestId('stat-redeemed')).toHaveTextContent('2Redeemed');
    expect(screen.getByTestId('stat-expired')).toHaveTextContent('1Expired');
  });

  it('shows zeros when the counts cannot be loaded, and the coupons all the same', async () => {
    renderCoupons([coupon()], { stats: 'fail' });
    expect(await screen.findByRole('heading', { name: /Free masala chai/ })).toBeInTheDocument();
    expect(screen.getByTestId('stat-available')).toHaveTextContent('0Available');
    expect(screen.getByTestId('stat-redeemed')).toHaveTextContent('0Redeemed');
  });

  it('shows each tab’s coupons, and the status dropdown only on All Coupons', async () => {
    const { user } = renderCoupons([
      coupon({ coupon_title: 'Free chai' }),
      coupon({ coupon_title: 'Book voucher', partner_name: 'Kitab Khana', expiry_date: inDays(3) }),
      coupon({ coupon_title: 'Gym day pass', status: 'Redeemed', redemption_code: null, redeemed_at: inDays(-1) }),
      coupon({ coupon_title: 'Movie ticket', status: 'Expired', redemption_code: null, expiry_date: inDays(-1) }),
    ]);
    await screen.findByRole('heading', { name: /Free chai/ });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Available',
      'Expiring Soon',
      'Redeemed',
      'All Coupons',
    ]);
    expect(cardTitles()).toEqual(['Free chai', 'Book voucher']);
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();

    await user.click(tab('Expiring Soon'));
    expect(cardTitles()).toEqual(['Book voucher']);
    await user.click(tab('Redeemed'));
    expect(cardTitles()).toEqual(['Gym day pass']);
    await user.click(tab('All Coupons'));
    expect(cardTitles()).toHaveLength(4);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Statuses', 'Available (Issued)', 'Redeemed', 'Expired']);
    await user.selectOptions(status, 'Expired');
    expect(cardTitles()).toEqual(['Movie ticket']);
  });

  it('searches partner names and titles without regard to case', async () => {
    const { user } = renderCoupons([
      coupon({ coupon_title: 'Free chai' }),
      coupon({ coupon_title: 'Book voucher', partner_name: 'Kitab Khana' }),
    ]);
    await screen.findByRole('heading', { name: /Free chai/ });
    const search = screen.getByRole('searchbox', { name: /Search coupons/ });
    await user.type(search, 'KITAB');
    expect(cardTitles()).toEqual(['Book voucher']);
    await user.clear(search);
    await user.type(search, 'free CHAI');
    expect(cardTitles()).toEqual(['Free chai']);
    await user.type(search, 'zzz');
    expect(screen.getByTestId('coupons-empty')).toHaveTextContent('No coupons match your search criteria.');
  });

  it('says what each empty tab means', async () => {
    const { user } = renderCoupons([]);
    const empty = await screen.findByTestId('coupons-empty');
    expect(empty).toHaveTextContent('No coupons found');
    expect(empty).toHaveTextContent("You don't have any available coupons yet. Start donating blood to earn rewards!");
    await user.click(tab('Expiring Soon'));
    expect(screen.getByTestId('coupons-empty')).toHaveTextContent("You don't have any coupons expiring soon.");
    await user.click(tab('Redeemed'));
    expect(screen.getByTestId('coupons-empty')).toHaveTextContent("You haven't redeemed any coupons yet.");
  });

  it('shows "Loading your rewards..." until the first coupons arrive', async () => {
    renderCoupons([coupon()]);
    // findByText fails unless the text appears; the element itself may already be gone once the coupons arrive.
    await screen.findByText('Loading your rewards...');
    await screen.findByRole('heading', { name: /Free masala chai/ });
    expect(screen.queryByText('Loading your rewards...')).not.toBeInTheDocument();
  });

  it('highlights a coupon expiring within 7 days, and not one expiring later', async () => {
    renderCoupons([coupon({ coupon_title: 'Soon', expiry_date: inDays(2) }), coupon({ coupon_title: 'Later' })]);
    await screen.findByRole('heading', { name: /Soon/ });
    const [soon, later] = cards();
    expect(soon).toHaveAttribute('data-expiring', 'true');
    expect(within(soon!).getByTestId('expiring-note')).toHaveTextContent(/Expires in (1|2) days?/);
    expect(later).not.toHaveAttribute('data-expiring');
  });

  it('offers Redeem Now only on Issued coupons', async () => {
    const { user } = renderCoupons([
      coupon({ coupon_title: 'Free chai' }),
      coupon({ coupon_title: 'Gym day pass', status: 'Redeemed', redemption_code: null, redeemed_at: inDays(-1) }),
    ]);
    await screen.findByRole('heading', { name: /Free chai/ });
    await user.click(tab('All Coupons'));
    const [issued, redeemed] = cards();
    expect(within(issued!).getByRole('button', { name: 'Redeem Free chai now' })).toBeInTheDocument();
    expect(within(redeemed!).queryByRole('button', { name: /Redeem/ })).not.toBeInTheDocument();
  });

  it('tells donors how coupons are earned, and that rewards are never money', async () => {
    renderCoupons([]);
    const earn = await screen.findByRole('region', { name: 'How to Earn More Rewards' });
    for (const way of ['Donate Blood', 'Respond to SOS', 'Regular Donations', 'Refer Friends']) {
      expect(within(earn).getByText(way)).toBeInTheDocument();
    }
    expect(earn).toHaveTextContent(/never money/);
    expect(earn).toHaveTextContent(/donors never ask for money/);
  });
});

describe('rewards page: the coupon dialog and redeeming', () => {
  it('shows the code, dates, terms and Redeem This Coupon for an Issued coupon', async () => {
    const { user } = renderCoupons([coupon({ redemption_code: 'RS-7K3M-Q9TX' })]);
    await user.click(await screen.findByRole('button', { name: 'Open Free masala chai from Chai Point Café' }));
    const dialog = screen.getByRole('dialog', { name: 'Free masala chai' });
    expect(within(dialog).getByTestId('coupon-code')).toHaveTextContent('RS-7K3M-Q9TX');
    expect(dialog).toHaveTextContent('One cup of masala chai with any snack.');
    expect(dialog).toHaveTextContent('Issued');
    expect(dialog).toHaveTextContent('Valid until');
    expect(dialog).toHaveTextContent("Subject to Chai Point Café's terms and conditions.");
    expect(dialog).toHaveTextContent('Cannot be combined with other offers.');
    expect(dialog).toHaveTextContent('Dine-in only.');
    expect(within(dialog).getByRole('button', { name: 'Redeem This Coupon' })).toBeInTheDocument();
  });

  it('shows no code and no redeem button for a redeemed coupon, but when it was redeemed', async () => {
    const { user } = renderCoupons([
      coupon({ status: 'Redeemed', redemption_code: null, redeemed_at: '2026-11-20T10:00:00.000Z' }),
    ]);
    await screen.findByTestId('coupons-empty');
    await user.click(tab('Redeemed'));
    await user.click(screen.getByRole('button', { name: /Open Free masala chai/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByTestId('coupon-code')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Redeem This Coupon' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('20 Nov 2026');
  });

  it('redeems with the optional place and notes, then shows it redeemed and reads the lists and counts again', async () => {
    const issued = coupon({ id: 'c1111111-0000-4000-8000-000000000001' });
    const { user, sent, setList } = renderCoupons([issued]);
    const redeemed: Coupon = {
      ...issued,
      status: 'Redeemed',
      redemption_code: null,
      redeemed_at: new Date().toISOString(),
      redemption_location: 'Bandra outlet',
    };
    server.use(
      http.post(api(`/donor-coupons/${issued.id}/redeem`), async ({ request }) => {
        sent.redeems.push({ id: issued.id, body: await request.json() });
        setList([redeemed]);
        return HttpResponse.json({ ...success(redeemed), message: 'Coupon redeemed. Enjoy!' });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Redeem Free masala chai now' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Where you used it (optional)' }), 'Bandra outlet');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem This Coupon' }));

    expect(await within(dialog).findByTestId('redeem-done')).toHaveTextContent('Coupon redeemed. Enjoy!');
    expect(sent.redeems).toEqual([
      { id: issued.id, body: { redemption_location: 'Bandra outlet', redemption_notes: null } },
    ]);
    expect(within(dialog).queryByTestId('coupon-code')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('Bandra outlet');
    // The Available tab no longer lists it once the list is read again.
    await waitFor(() => expect(sent.listCalls).toBe(2));
  });

  it('shows the server’s reason when a redeem is refused, and keeps the coupon as it was', async () => {
    const issued = coupon();
    const { user } = renderCoupons([issued]);
    server.use(
      http.post(api(`/donor-coupons/${issued.id}/redeem`), () =>
        failure(409, ERROR_CODES.CONFLICT, 'This coupon expired on 20 Nov 2026.'),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Redeem Free masala chai now' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem This Coupon' }));
    expect(await within(dialog).findByTestId('redeem-error')).toHaveTextContent('This coupon expired on 20 Nov 2026.');
    expect(within(dialog).getByTestId('coupon-code')).toBeInTheDocument();
  });
});

describe('rewards page: live and access', () => {
  it('reads the coupons again when a coupon_issued notice arrives on the live stream', async () => {
    const live = openLiveStream();
    const { setList } = renderCoupons([], { live });
    await screen.findByTestId('coupons-empty');
    setList([coupon({ coupon_title: 'Fresh thanks' })]);
    const notice: Notification = {
      notification_id: 'n1',
      kind: 'coupon_issued',
      status: 'Sent',
      title: 'You earned a thank-you',
      message: 'Thank you for donating — you earned Fresh thanks from Chai Point Café',
      sent_at: new Date().toISOString(),
      read_at: null,
      request_id: null,
      blood_group: null,
      component: null,
      request_urgency: null,
      distance_km: null,
    };
    live.emit(notice);
    expect(await screen.findByRole('heading', { name: /Fresh thanks/ })).toBeInTheDocument();
  });

  it('a patient opening the rewards page gets Access Denied, and nothing is fetched', async () => {
    signIn(patientProfile());
    renderPage(
      [
        {
          path: '/app/coupons',
          element: (
            <ProtectedRoute allowedRoles={['Donor']}>
              <CouponsPage />
            </ProtectedRoute>
          ),
        },
      ],
      '/app/coupons',
    );
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.queryByText('My Rewards & Coupons')).not.toBeInTheDocument();
  });
});
