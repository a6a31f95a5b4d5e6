import { ERROR_CODES, type Dashboard, type Notification, type Profile } from '@raktsetu/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { DashboardPage } from '../../src/features/dashboard/components/dashboard-page.tsx';
import { NotificationItem } from '../../src/features/notifications/components/notification-item.tsx';
import { SettingsPage } from '../../src/features/settings/components/settings-page.tsx';
import { donorProfile, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

/** The Blood Bridge where a donor meets it outside their bridges page: settings, the dashboard, notifications. */

const renderSettings = () =>
  renderPage(
    [
      {
        path: '/app/settings',
        element: (
          <ProtectedRoute>
            <SettingsPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/settings',
  );

describe('settings: willing to join a Blood Bridge', () => {
  it('a donor switches it on; only bridge_willing is sent and the switch stays on', async () => {
    const profile = donorProfile({ bridge_willing: false });
    signIn(profile);
    const sent: unknown[] = [];
    server.use(
      http.put(api('/auth/profile'), async ({ request }) => {
        const body = (await request.json()) as Partial<Profile>;
        sent.push(body);
        return HttpResponse.json(success({ ...profile, ...body }, 'Profile updated successfully!'));
      }),
    );
    const { user } = renderSettings();
    const card = (await screen.findByRole('heading', { name: 'Blood Bridge' })).closest('section')!;
    expect(card).toHaveTextContent('Patients nearby who need blood regularly may invite you.');
    const willing = within(card).getByRole('switch', { name: 'Willing to join a Blood Bridge' });
    expect(willing).not.toBeChecked();
    await user.click(willing);
    expect(await within(card).findByTestId('bridge-willing-result')).toHaveTextContent('Saved.');
    expect(sent).toEqual([{ bridge_willing: true }]);
    expect(willing).toBeChecked();
  });

  it('a refusal shows the server’s message and the switch goes back', async () => {
    signIn(donorProfile({ bridge_willing: true }));
    server.use(
      http.put(api('/auth/profile'), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'bridge_willing must be true or false'),
      ),
    );
    const { user } = renderSettings();
    const card = (await screen.findByRole('heading', { name: 'Blood Bridge' })).closest('section')!;
    const willing = within(card).getByRole('switch', { name: 'Willing to join a Blood Bridge' });
    await user.click(willing);
    expect(await within(card).findByTestId('bridge-willing-result')).toHaveTextContent(
      'bridge_willing must be true or false',
    );
    expect(willing).toBeChecked();
  });

  it('a patient has no such switch', async () => {
    signIn(patientProfile());
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'E-mail preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Willing to join a Blood Bridge' })).not.toBeInTheDocument();
  });
});

const DONOR_DASHBOARD: Dashboard = {
  full_name: 'Rahul Deshmukh',
  stats: {
    role: 'Donor',
    donations_given: 5,
    requests_answered: 7,
    eligible_from: null,
    eligibility_reasons: [],
    nearby_requests: 0,
  },
  recent_requests: [],
  nearby_requests: [],
  expiring_coupons: [],
  health_tip: null,
};

function renderDashboard(memberships: 'fail' | { next_dates: Array<string | null> }) {
  server.use(
    http.get(api('/dashboard'), () => HttpResponse.json(success(DONOR_DASHBOARD))),
    http.get(api('/bridge/memberships'), () =>
      memberships === 'fail'
        ? failure(500, ERROR_CODES.INTERNAL, 'The server had a problem.')
        : HttpResponse.json(
            success({
              bridges: memberships.next_dates.map((next_date, index) => ({
                plan_id: `plan-${index}`,
                patient_first_name: index === 0 ? 'Meera' : 'Kabir',
                blood_group: 'B+',
                hospital_city: 'Pune',
                next_date,
                slots: [],
              })),
              invitations: [],
            }),
          ),
    ),
  );
  signIn(donorProfile());
  return renderPage([{ path: '/app/dashboard', element: <DashboardPage /> }], '/app/dashboard');
}

describe('dashboard: the next Blood Bridge date', () => {
  it('shows the soonest date across the donor’s bridges, linking to them', async () => {
    renderDashboard({ next_dates: ['2027-01-09', '2026-12-18', null] });
    const card = await screen.findByTestId('next-bridge-date');
    expect(card).toHaveTextContent('Your next Blood Bridge date: 18 Dec 2026 for Kabir');
    expect(card).toHaveAttribute('href', '/app/bridges');
  });

  it('shows nothing when no date is planned', async () => {
    renderDashboard({ next_dates: [null] });
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByTestId('next-bridge-date')).not.toBeInTheDocument();
  });

  it('shows nothing when the call fails, and the dashboard stands', async () => {
    renderDashboard('fail');
    expect(await screen.findByRole('heading', { name: /Welcome/ })).toBeInTheDocument();
    expect(screen.queryByTestId('next-bridge-date')).not.toBeInTheDocument();
  });
});

function notice(kind: Notification['kind']): Notification {
  return {
    notification_id: `n-${kind}`,
    kind,
    status: 'Sent',
    title: `A ${kind} notice`,
    message: 'Something about the bridge',
    sent_at: '2026-11-20T10:00:00.000Z',
    read_at: null,
    request_id: null,
    blood_group: null,
    component: null,
    request_urgency: null,
    distance_km: null,
  };
}

describe('notifications: Blood Bridge notices lead to the bridge pages', () => {
  it.each([
    ['bridge_invite', '/app/bridges'],
    ['bridge_ask', '/app/bridges'],
    ['bridge_message', '/app/bridges'],
    ['bridge_update', '/app/bridge'],
  ] as const)('%s opens %s', (kind, path) => {
    renderPage(
      [
        {
          path: '/app/notifications',
          element: <NotificationItem notification={notice(kind)} timeAgo={() => 'now'} onOpen={() => undefined} />,
        },
      ],
      '/app/notifications',
    );
    expect(screen.getByRole('link', { name: new RegExp(`A ${kind} notice`) })).toHaveAttribute('href', path);
  });
});
