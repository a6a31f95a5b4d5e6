import type { BloodBank, RequestDetail } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { RequestDetailPage } from '../../src/features/requests/components/request-detail-page.tsx';
import { LiveUpdatesContext } from '../../src/lib/live/live-updates-context.ts';
import { openLiveStream } from '../support/live-stream.ts';
import { REQUEST_ID, patientProfile, requestDetail, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const HOUR_MS = 60 * 60 * 1000;

function bank(changes: Partial<BloodBank> = {}): BloodBank {
  return {
    bank_id: 101,
    name: 'KEM Hospital Blood Bank',
    category: 'Government',
    address: 'Acharya Donde Marg, Parel',
    city: 'Mumbai',
    district: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400012',
    // As the directory holds it: several numbers in one field.
    phone: '022-2410 7000, 98200 12345',
    email: null,
    service_time: '24 hours',
    latitude: 19.0,
    longitude: 72.84,
    distance_km: 3.24,
    stock_summary: { groups_in_stock: ['O-'], last_updated: new Date().toISOString(), freshness: 'fresh' },
    stock_match: {
      group_name: 'O-',
      component_name: 'Whole Blood',
      units_available: 4,
      last_updated: new Date(Date.now() - 2 * HOUR_MS).toISOString(),
      freshness: 'fresh',
      exact: true,
    },
    ...changes,
  };
}

const WITH_STOCK = bank();
const UNKNOWN = bank({
  bank_id: 102,
  name: 'Lions Club Blood Centre',
  phone: '+91 98200 55555',
  distance_km: 7.8,
  stock_match: null,
});

/** An O− SOS raised by the patient, as the page right after the SOS shows it. */
function sos(changes: Partial<RequestDetail> = {}): RequestDetail {
  const base = requestDetail();
  return requestDetail({
    reach: { ...base.reach, search_radius_km: 15 },
    blood_group: 'O-',
    blood_group_id: 8,
    urgency: 'SOS',
    search_radius_km: 15,
    latitude: 19.0178,
    longitude: 72.8478,
    accepted_donors: [],
    ...changes,
  });
}

/**
 * The owner's request page with `banks` answering the directory search; returns the searches made. `emit`
 * plays a live update to the page, as the live stream would.
 */
function renderWithBanks(request: RequestDetail, banks: () => BloodBank[]) {
  const searches: URLSearchParams[] = [];
  const live = openLiveStream();
  server.use(
    http.get(api(`/requests/${REQUEST_ID}`), () => HttpResponse.json(success(request))),
    http.get(api('/notifications'), () => HttpResponse.json({ ...success([]), unread_count: 0 })),
    http.get(api('/public-data/blood-banks'), ({ request: call }) => {
      searches.push(new URL(call.url).searchParams);
      return HttpResponse.json(success(banks()));
    }),
  );
  renderPage(
    [
      {
        path: '/app/requests/:id',
        element: (
          <LiveUpdatesContext value={live.value}>
            <ProtectedRoute>
              <RequestDetailPage />
            </ProtectedRoute>
          </LiveUpdatesContext>
        ),
      },
    ],
    `/app/requests/${REQUEST_ID}`,
  );
  return { searches, emit: live.emit };
}

describe('request page: blood banks near the request', () => {
  it('lists the nearest banks around the request with their stock, the unknown ones to call, and tap-to-call', async () => {
    signIn(patientProfile({ city: 'Mumbai' }));
    const { searches } = renderWithBanks(sos({ reach: { ...sos().reach, donors_alerted: 3 } }), () => [
      WITH_STOCK,
      UNKNOWN,
    ]);

    const panel = await screen.findByTestId('banks-near');
    const rows = await within(panel).findAllByTestId('bank-near');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('KEM Hospital Blood Bank')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3.2 km away')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('4 units of O- Whole Blood')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('updated 2 hours ago')).toBeInTheDocument();
    // One tel: link per number: a link cannot dial two.
    expect(
      within(rows[0]!)
        .getAllByRole('link', { name: /^Call KEM Hospital Blood Bank/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['tel:02224107000', 'tel:9820012345']);
    expect(within(rows[1]!).getByText('Stock unknown — call')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /Call Lions Club Blood Centre/ })).toHaveAttribute(
      'href',
      'tel:+919820055555',
    );
    expect(within(panel).getByRole('link', { name: 'See all blood banks' })).toHaveAttribute(
      'href',
      '/app/blood-banks',
    );

    const search = searches[0]!;
    expect(Object.fromEntries(search)).toEqual({
      latitude: '19.0178',
      longitude: '72.8478',
      radius: '50',
      blood_group: 'O-',
      component_id: '1',
      limit: '5',
    });
  });

  it('searches in the patient’s town when the request has no coordinates', async () => {
    signIn(patientProfile({ city: 'Pune', state: 'Maharashtra' }));
    const { searches } = renderWithBanks(requestDetail(), () => [UNKNOWN]);

    await screen.findByText('Lions Club Blood Centre');
    expect(Object.fromEntries(searches[0]!)).toEqual({
      city: 'Pune',
      state: 'Maharashtra',
      blood_group: 'B+',
      component_id: '1',
      limit: '5',
    });
  });

  it('is not shown once a donor has accepted', async () => {
    signIn(patientProfile());
    const { searches } = renderWithBanks(requestDetail({ reach: { ...requestDetail().reach, accepted: 1 } }), () => []);

    await screen.findByTestId('request-detail');
    expect(screen.queryByTestId('banks-near')).not.toBeInTheDocument();
    expect(searches).toHaveLength(0);
  });

  it('a notification about this request (a bank’s stock changed) fetches the banks again, without a reload', async () => {
    signIn(patientProfile());
    let banks = [UNKNOWN];
    const { emit } = renderWithBanks(sos(), () => banks);
    await screen.findByText('Stock unknown — call');

    banks = [bank({ bank_id: 102, name: 'Lions Club Blood Centre', distance_km: 7.8 })];
    emit({
      notification_id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
      kind: 'stock_available',
      status: 'Sent',
      title: 'O- Whole Blood now in stock',
      message: 'O- Whole Blood now in stock at Lions Club Blood Centre · 7.8 km away',
      sent_at: new Date().toISOString(),
      read_at: null,
      request_id: REQUEST_ID,
      blood_group: 'O-',
      component: 'Whole Blood',
      request_urgency: 'SOS',
      distance_km: 7.8,
    });

    expect(await screen.findByText('4 units of O- Whole Blood')).toBeInTheDocument();
    expect(screen.queryByText('Stock unknown — call')).not.toBeInTheDocument();
  });
});

describe('request page: the first screen after an SOS', () => {
  it('says how many donors were alerted once the first wave has run', async () => {
    signIn(patientProfile());
    renderWithBanks(sos({ reach: { ...sos().reach, donors_alerted: 12, first_wave_done: true } }), () => []);

    expect(await screen.findByTestId('sos-alerted')).toHaveTextContent('12 donors within 15 km have been alerted.');
  });

  it('says donors are being alerted while the first wave has not run, even with 0 alerted so far', async () => {
    signIn(patientProfile());
    renderWithBanks(sos({ reach: { ...sos().reach, donors_alerted: 0, first_wave_done: false } }), () => []);

    expect(await screen.findByTestId('sos-live')).toHaveTextContent('Your SOS is live.');
    expect(screen.queryByTestId('sos-nobody')).not.toBeInTheDocument();
  });

  it('when nobody could be alerted, says so plainly and leads with the banks, above everything else', async () => {
    signIn(patientProfile());
    renderWithBanks(sos({ reach: { ...sos().reach, donors_alerted: 0, first_wave_done: true } }), () => [WITH_STOCK]);

    const message = await screen.findByTestId('sos-nobody');
    expect(message).toHaveTextContent('No donor could be alerted yet within 15 km.');
    expect(message).toHaveTextContent('Call a blood bank now:');
    const panel = screen.getByTestId('banks-near');
    await within(panel).findByText('KEM Hospital Blood Bank');
    // The message, then the banks, then the rest of the page (the reach and what is needed).
    expect(message.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const later of [screen.getByTestId('reach'), screen.getByTestId('accepted-donors')]) {
      expect(panel.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Shown once: not again in the column below.
    expect(screen.getAllByTestId('banks-near')).toHaveLength(1);
  });
});

describe('request page: a bank near the request', () => {
  it('names the town once when the directory’s address already ends with it', async () => {
    signIn(patientProfile());
    renderWithBanks(sos(), () => [bank({ address: 'Acharya Donde Marg, Parel, Mumbai.', city: 'Mumbai' })]);

    const row = await screen.findByTestId('bank-near');
    expect(within(row).getByText('Acharya Donde Marg, Parel, Mumbai')).toBeInTheDocument();
  });
});
