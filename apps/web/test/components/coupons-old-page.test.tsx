import type { Coupon, CouponStats } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CouponsOldPage } from '../../src/features/coupons/components/coupons-old-page.tsx';
import { DONOR_ID, donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;

function coupon(title: string, status: Coupon['status'], changes: Partial<Coupon> = {}): Coupon {
  return {
    id: `id-${title}`,
    partner_name: 'Kitab Khana',
    partner_city: 'Mumbai',
    coupon_title: title,
    description: null,
    value_text: '20% off any book',
    terms: null,
    status,
    redemption_code: status === 'Issued' ? `RS-${title.length}XYZ-0000` : null,
    issued_at: new Date(Date.now() - DAY_MS).toISOString(),
    expiry_date: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    redeemed_at: status === 'Redeemed' ? new Date().toISOString() : null,
    redemption_location: null,
    reason: 'donation',
    ...changes,
  };
}

const ALL = [coupon('Book voucher', 'Issued'), coupon('Gym pass', 'Redeemed'), coupon('Movie night', 'Expired')];
const STATS: CouponStats = { total_issued: 3, total_redeemed: 1, total_expired: 1, total_value_redeemed: 250 };

/** The older page; the fake server filters by ?status= as the real one does, and records what was asked. */
function renderOld(expiring: Coupon[] = []) {
  const asked: string[] = [];
  server.use(
    http.get(api(`/donors/${DONOR_ID}/coupons`), ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      asked.push(status ?? 'all');
      return HttpResponse.json(success(status ? ALL.filter((c) => c.status === status) : ALL));
    }),
    http.get(api(`/donors/${DONOR_ID}/coupons/expiring`), ({ request }) => {
      asked.push(`expiring:${new URL(request.url).searchParams.get('days')}`);
      return HttpResponse.json(success(expiring));
    }),
    http.get(api(`/donors/${DONOR_ID}/coupon-stats`), () => HttpResponse.json(success(STATS))),
  );
  signIn(donorProfile());
  const view = renderPage(
    [
      {
        path: '/app/coupons-old',
        element: (
          <ProtectedRoute allowedRoles={['Donor']}>
            <CouponsOldPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/coupons-old',
  );
  return { ...view, asked };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Your coupons' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span span')?.textContent);

describe('older coupons page', () => {
  it('shows the counts, including the value redeemed', async () => {
    renderOld();
    const stats = await screen.findByTestId('old-stats');
    await waitFor(() => expect(stats).toHaveTextContent('Value redeemed₹250'));
    expect(stats).toHaveTextContent('Available1');
  });

  it('the tabs and the All filter (All, Available = Issued, Redeemed, Expired) ask the server by status', async () => {
    const { user, asked } = renderOld();
    expect(await screen.findByText('Book voucher')).toBeInTheDocument();
    expect(titles()).toEqual(['Book voucher']);
    await user.click(screen.getByRole('tab', { name: 'Redeemed' }));
    expect(await screen.findByText('Gym pass')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const filters = screen.getByRole('group', { name: 'Show' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Available', 'Redeemed', 'Expired']);
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.click(within(filters).getByRole('button', { name: 'Expired' }));
    await waitFor(() => expect(titles()).toEqual(['Movie night']));
    await user.click(within(filters).getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(titles()).toEqual(['Book voucher']));
    expect(asked).toEqual(['Issued', 'Redeemed', 'all', 'Expired']);
  });

  it('searches the list and says "No Coupons Yet" when nothing is left', async () => {
    const { user } = renderOld();
    await screen.findByText('Book voucher');
    await user.type(screen.getByRole('searchbox', { name: 'Search coupons' }), 'nothing like it');
    expect(screen.getByTestId('old-coupons-empty')).toHaveTextContent('No Coupons Yet');
  });

  it('the expiring tab asks for the next 7 days and says "No rewards expiring soon." when there are none', async () => {
    const { user, asked } = renderOld([]);
    await screen.findByText('Book voucher');
    await user.click(screen.getByRole('tab', { name: 'Expiring' }));
    expect(await screen.findByText('No rewards expiring soon.')).toBeInTheDocument();
    expect(asked).toContain('expiring:7');
  });
});
