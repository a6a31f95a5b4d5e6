import {
  ERROR_CODES,
  type Coupon,
  type Dashboard,
  type Notification,
  type Profile,
  type RequestSummary,
} from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page.tsx';
import { LiveUpdatesContext } from '../../src/lib/live/live-updates-context.ts';
import { openLiveStream } from '../support/live-stream.ts';
import { PATIENT_ID, REQUEST_ID, donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

function summary(changes: Partial<RequestSummary> = {}): RequestSummary {
  return {
    request_id: REQUEST_ID,
    blood_group: 'B+',
    blood_group_id: 3,
    component: 'Whole Blood',
    component_id: 1,
    urgency: 'Urgent',
    status: 'Open',
    units_required: 2,
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    patient_id: PATIENT_ID,
    patient_name: 'Asha Patil',
    city: 'Pune',
    hospital_name: null,
    hospital_address: null,
    latitude: null,
    longitude: null,
    notes: null,
    distance_km: null,
    search_radius_km: 10,
    my_response: null,
    ...changes,
  };
}

function coupon(id: number, title: string): Coupon {
  return {
    id: `c0000000-0000-4000-8000-00000000000${id}`,
    partner_name: 'Chai Point Café',
    partner_city: 'Pune',
    coupon_title: title,
    description: 'One cup of masala chai.',
    value_text: 'One free chai',
    terms: 'Dine-in only.',
    status: 'Issued',
    redemption_code: `RS-ABCD-EF${id}`,
    issued_at: '2026-01-01T08:00:00.000Z',
    expiry_date: '2026-01-05',
    redeemed_at: null,
    redemption_location: null,
    reason: 'donation',
  };
}

const TIP: Dashboard['health_tip'] = {
  id: 'iron-rich-food',
  title: 'Eat iron-rich food before you donate',
  body: 'Spinach, lentils and jaggery help keep your haemoglobin up.\n\nA second paragraph only the tips page shows.',
  topic: 'nutrition',
  source: { organisation: 'NBTC', document: 'Guidelines', year: 2024 },
  reviewed: '2025-06-01',
};

function patientDashboard(changes: Partial<Dashboard> = {}): Dashboard {
  return {
    full_name: 'Asha Patil',
    stats: { role: 'Patient', total_requests: 4, active_requests: 1, donations_received: 3, nearby_donors: 12 },
    recent_requests: [summary()],
    nearby_requests: [],
    expiring_coupons: [],
    health_tip: TIP,
    ...changes,
  };
}

function donorDashboard(changes: Partial<Dashboard> = {}): Dashboard {
  return {
    full_name: 'Rahul Deshmukh',
    stats: {
      role: 'Donor',
      donations_given: 5,
      requests_answered: 7,
      eligible_from: null,
      eligibility_reasons: [],
      nearby_requests: 2,
    },
    recent_requests: [],
    nearby_requests: [summary({ distance_km: 3.4, blood_group: 'O+' })],
    expiring_coupons: [coupon(1, 'Free masala chai'), coupon(2, 'Book voucher')],
    health_tip: TIP,
    ...changes,
  };
}

/** The dashboard of the signed-in person, answering GET /api/dashboard with each of `answers` in turn. */
function renderDashboard(
  role: 'Patient' | 'Donor',
  answers: Array<Dashboard | 'fail'>,
  live?: ReturnType<typeof openLiveStream>,
  profile: Profile = role === 'Donor' ? donorProfile() : patientProfile(),
) {
  const sent = { calls: 0 };
  server.use(
    http.get(api('/dashboard'), () => {
      const answer = answers[Math.min(sent.calls, answers.length - 1)];
      sent.calls += 1;
      return answer === 'fail' || answer === undefined
        ? failure(500, ERROR_CODES.INTERNAL, 'The server had a problem.')
        : HttpResponse.json(success(answer));
    }),
    // A donor's dashboard also asks for their next Blood Bridge date (its own card; none here).
    http.get(api('/bridge/memberships'), () => HttpResponse.json(success({ bridges: [], invitations: [] }))),
  );
  signIn(profile);
  const page = <DashboardPage />;
  const element = live ? <LiveUpdatesContext value={live.value}>{page}</LiveUpdatesContext> : page;
  return { ...renderPage([{ path: '/app/dashboard', element }], '/app/dashboard'), sent };
}

const link = (name: string | RegExp) => screen.getByRole('link', { name });

describe('dashboard: a patient', () => {
  it('welcomes them by first name and shows their four figures', async () => {
    renderDashboard('Patient', [patientDashboard()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-total-requests')).toHaveTextContent('4Total Requests');
    expect(screen.getByTestId('stat-active-requests')).toHaveTextContent('1Active Requests');
    expect(screen.getByTestId('stat-donations-received')).toHaveTextContent('3Donations Received');
    expect(screen.getByTestId('stat-nearby-donors')).toHaveTextContent('12Nearby Donors (within 15 km)');
  });

  it('links to SOS, a new request, their requests, the quick actions, CareBot and the health tips', async () => {
    renderDashboard('Patient', [patientDashboard()]);
    await screen.findByRole('heading', { level: 1 });
    expect(link('Send SOS')).toHaveAttribute('href', '/app/sos');
    expect(link('New blood request')).toHaveAttribute('href', '/app/requests/new');
    const recent = screen.getByTestId('recent-requests');
    expect(within(recent).getByRole('heading', { name: 'Your Recent Requests' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/app/requests');
    expect(within(recent).getByRole('link', { name: /B\+ Whole Blood, 2 units/ })).toHaveAttribute(
      'href',
      `/app/requests/${REQUEST_ID}`,
    );
    expect(link('Update profile')).toHaveAttribute('href', '/app/profile');
    expect(link('Find donors')).toHaveAttribute('href', '/app/donors');
    expect(link('History')).toHaveAttribute('href', '/app/history');
    expect(link('Get help')).toHaveAttribute('href', '/app/help');
    expect(link('Open CareBot')).toHaveAttribute('href', '/app/carebot');
    expect(link('More health tips')).toHaveAttribute('href', '/app/health-tips');
    expect(screen.queryByTestId('rewards-widget')).not.toBeInTheDocument();
  });

  it('shows the health tip’s first paragraph and its source', async () => {
    renderDashboard('Patient', [patientDashboard()]);
    const tip = await screen.findByTestId('health-tip');
    expect(tip).toHaveTextContent('Eat iron-rich food before you donate');
    expect(tip).toHaveTextContent('Spinach, lentils and jaggery');
    expect(tip).not.toHaveTextContent('A second paragraph');
    expect(tip).toHaveTextContent('Source: NBTC, 2024');
  });

  it('with no requests yet, says so and offers to create one', async () => {
    renderDashboard('Patient', [patientDashboard({ recent_requests: [] })]);
    const recent = await screen.findByTestId('recent-requests');
    expect(recent).toHaveTextContent("You haven't made a blood request yet.");
    expect(within(recent).getByRole('link', { name: 'Create your first request' })).toHaveAttribute(
      'href',
      '/app/requests/new',
    );
  });
});

describe('dashboard: a donor', () => {
  it('shows their giving, eligible now, and no patient buttons', async () => {
    renderDashboard('Donor', [donorDashboard()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Rahul' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-donations-given')).toHaveTextContent('5Donations Given');
    expect(screen.getByTestId('stat-requests-answered')).toHaveTextContent('7Requests Answered');
    expect(screen.getByTestId('stat-eligibility')).toHaveTextContent('Eligible now');
    expect(screen.getByTestId('stat-nearby-requests')).toHaveTextContent('2Nearby Requests (within 15 km)');
    expect(screen.queryByRole('link', { name: 'Send SOS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New blood request' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Find donors' })).not.toBeInTheDocument();
  });

  it('shows the date they may give again and why, and when they can answer requests again', async () => {
    const stats: Dashboard['stats'] = {
      role: 'Donor',
      donations_given: 1,
      requests_answered: 1,
      eligible_from: '2026-03-15',
      eligibility_reasons: ['90 days must pass between whole-blood donations.'],
      nearby_requests: 0,
    };
    renderDashboard('Donor', [donorDashboard({ stats, nearby_requests: [] })]);
    const card = await screen.findByTestId('stat-eligibility');
    expect(card).toHaveTextContent('15 Mar 2026');
    expect(card).toHaveTextContent('Eligible from this date');
    expect(card).toHaveTextContent('90 days must pass between whole-blood donations.');
    expect(screen.getByTestId('nearby-requests')).toHaveTextContent('You can answer requests again from 15 Mar 2026');
  });

  it('with nothing nearby and a saved location, says new requests will show there rather than ask for it again', async () => {
    const stats: Dashboard['stats'] = {
      role: 'Donor',
      donations_given: 5,
      requests_answered: 7,
      eligible_from: null,
      eligibility_reasons: [],
      nearby_requests: 0,
    };
    renderDashboard('Donor', [donorDashboard({ stats, nearby_requests: [] })]);
    const card = await screen.findByTestId('nearby-requests');
    expect(card).toHaveTextContent('New requests near you will show here as soon as they are made.');
    expect(within(card).queryByRole('link', { name: 'Check your profile' })).not.toBeInTheDocument();
  });

  it('lists nearby requests with their distance and links to the nearby list', async () => {
    renderDashboard('Donor', [donorDashboard()]);
    const nearby = await screen.findByTestId('nearby-requests');
    expect(nearby).toHaveTextContent('3.4 km away');
    expect(within(nearby).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/app/requests?filter=nearby',
    );
  });

  it('shows the coupons about to expire and links to rewards', async () => {
    renderDashboard('Donor', [donorDashboard()]);
    const rewards = await screen.findByTestId('rewards-widget');
    expect(
      within(rewards)
        .getAllByTestId('expiring-coupon')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('Free masala chai'), expect.stringContaining('Book voucher')]);
    expect(rewards).toHaveTextContent('expires 5 Jan 2026');
    expect(within(rewards).getByRole('link', { name: 'All coupons' })).toHaveAttribute('href', '/app/coupons');
  });

  it('with nothing nearby and no saved location, asks them to save one', async () => {
    renderDashboard(
      'Donor',
      [donorDashboard({ nearby_requests: [], expiring_coupons: [], health_tip: null })],
      undefined,
      donorProfile({ latitude: null, longitude: null }),
    );
    const nearby = await screen.findByTestId('nearby-requests');
    expect(nearby).toHaveTextContent('Make sure your location is saved');
    expect(within(nearby).getByRole('link', { name: 'Check your profile' })).toHaveAttribute('href', '/app/profile');
    expect(screen.getByTestId('rewards-widget')).toHaveTextContent('No coupons expiring in the next 7 days.');
    expect(screen.getByTestId('health-tip')).toHaveTextContent('Tips on donating and staying healthy');
  });

  it('refetches when a notification arrives over the live stream', async () => {
    const live = openLiveStream();
    const after = donorDashboard();
    after.stats = { ...(after.stats as Extract<Dashboard['stats'], { role: 'Donor' }>), donations_given: 6 };
    renderDashboard('Donor', [donorDashboard(), after], live);
    await waitFor(() => expect(screen.getByTestId('stat-donations-given')).toHaveTextContent('5Donations Given'));
    const notification: Notification = {
      notification_id: 'n1',
      kind: 'impact',
      status: 'Sent',
      title: 'Your blood reached Asha',
      message: 'Thank you',
      sent_at: new Date().toISOString(),
      read_at: null,
      request_id: null,
      blood_group: null,
      component: null,
      request_urgency: null,
      distance_km: null,
    };
    live.emit(notification);
    await waitFor(() => expect(screen.getByTestId('stat-donations-given')).toHaveTextContent('6Donations Given'));
  });
});

describe('dashboard: loading and failure', () => {
  it('says what went wrong and loads again on Try again', async () => {
    const { user, sent } = renderDashboard('Patient', ['fail', patientDashboard()]);
    const error = await screen.findByTestId('dashboard-error');
    expect(error).toHaveTextContent('Your dashboard could not be loaded.');
    expect(error).toHaveTextContent('The server had a problem.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha' })).toBeInTheDocument();
    expect(sent.calls).toBe(2);
  });

  it('shows a skeleton while the figures load', async () => {
    renderDashboard('Patient', [patientDashboard()]);
    expect(await screen.findByTestId('dashboard-loading')).toHaveTextContent('Loading your dashboard…');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Asha' });
  });
});
