import { ERROR_CODES, type AuditEntry, type CoordinatorOverview } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { CoordinatorPage } from '../../src/features/coordinator/components/coordinator-page.tsx';
import { patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

const PLAN_ID = 'b0000000-0000-4000-8000-000000000001';
const REPORT_ID = 'r0000000-0000-4000-8000-000000000001';
const STAFF_ID = 's0000000-0000-4000-8000-000000000001';

const overview = (): CoordinatorOverview => ({
  bridges: [
    {
      plan_id: PLAN_ID,
      patient_first_name: 'Aarav',
      hospital_city: 'Pune',
      blood_group: 'B+',
      members: 7,
      needed: 8,
      missing: 1,
      dates_at_risk: [
        { transfusion_date: '2026-12-10', state: 'asked' },
        { transfusion_date: '2026-12-31', state: 'escalated' },
      ],
    },
  ],
  unanswered_sos: [
    {
      request_id: 'q0000000-0000-4000-8000-000000000001',
      blood_group: 'O-',
      component: 'Platelets',
      hospital_name: 'KEM Hospital',
      city: 'Mumbai',
      created_at: new Date(Date.now() - 25 * 60_000).toISOString(),
      minutes_open: 25,
      alerted: 14,
    },
  ],
  reports: [
    {
      report_id: REPORT_ID,
      subject_type: 'request',
      subject_id: 'q0000000-0000-4000-8000-000000000009',
      reason: 'asked_for_money',
      details: 'They asked for ₹5000 before donating.',
      reporter_name: 'Sunita Patil',
      created_at: new Date(Date.now() - 3 * 60 * 60_000).toISOString(),
    },
  ],
  staff_pending: [
    {
      user_id: STAFF_ID,
      full_name: 'Meera Joshi',
      email: 'meera@sionbank.example',
      bank_id: 42,
      bank_name: 'Sion Hospital Blood Bank',
      bank_city: 'Mumbai',
      created_at: '2026-11-20T10:00:00.000Z',
    },
  ],
});

const entry = (id: number): AuditEntry => ({
  audit_id: id,
  actor_name: 'Kavita Rao',
  actor_role: 'Coordinator',
  action: id % 2 === 0 ? 'report.handled' : 'staff.verified',
  subject_type: id % 2 === 0 ? 'report' : 'user',
  subject_id: `subject-${id}`,
  details: {},
  created_at: '2026-11-26T09:30:00.000Z',
});

const coordinator = () => patientProfile({ user_type: 'Coordinator', blood_group_id: null, blood_group: null });

function renderCoordinator(data: CoordinatorOverview = overview()) {
  const sent = { messages: [] as unknown[], handled: [] as string[], verified: [] as string[], pages: [] as string[] };
  server.use(
    http.get(api('/coordinator/overview'), () => HttpResponse.json(success(data))),
    http.post(api(`/coordinator/bridges/${PLAN_ID}/message`), async ({ request }) => {
      sent.messages.push(await request.json());
      return HttpResponse.json(success({ reached: 7 }, 'Message sent'));
    }),
    http.post(api('/coordinator/reports/:id/handled'), ({ params }) => {
      sent.handled.push(String(params.id));
      // The server no longer lists it.
      data.reports = [];
      return HttpResponse.json(success(null, 'Report marked handled'));
    }),
    http.post(api('/coordinator/staff/:id/verify'), ({ params }) => {
      sent.verified.push(String(params.id));
      data.staff_pending = [];
      return HttpResponse.json(success(null, 'Staff verified'));
    }),
    http.get(api('/coordinator/audit'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      sent.pages.push(String(page));
      const items = page === 1 ? Array.from({ length: 20 }, (_, i) => entry(45 - i)) : [entry(25), entry(24)];
      return HttpResponse.json(success({ items, total: 22, page }));
    }),
  );
  signIn(coordinator());
  const view = renderPage(
    [
      {
        path: '/app/coordinator',
        element: (
          <ProtectedRoute allowedRoles={['Coordinator', 'Admin']}>
            <CoordinatorPage />
          </ProtectedRoute>
        ),
      },
    ],
    '/app/coordinator',
  );
  return { ...view, sent };
}

const toasts = () => screen.getByRole('region', { name: /^Messages/ });

describe('coordinator page: the sections', () => {
  it('shows each section with its count, and the bridges at risk first', async () => {
    const { user } = renderCoordinator();
    expect(await screen.findByRole('tab', { name: 'Bridges at risk (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'SOS with nobody yet (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Staff to verify (1)' })).toBeInTheDocument();

    const bridge = screen.getByTestId('at-risk-bridge');
    expect(bridge).toHaveTextContent('Aarav · B+ · Pune');
    expect(bridge).toHaveTextContent('7 of 8 donors — 1 more needed');
    expect(bridge).toHaveTextContent('Asked, no answer yet');
    expect(bridge).toHaveTextContent('Nobody confirmed — request sent to nearby donors');

    await user.click(screen.getByRole('tab', { name: 'SOS with nobody yet (1)' }));
    const sos = screen.getByTestId('unanswered-sos');
    expect(sos).toHaveTextContent('O- · Platelets');
    expect(sos).toHaveTextContent('KEM Hospital, Mumbai');
    expect(sos).toHaveTextContent('Open for 25 minutes with nobody accepted');
    expect(sos).toHaveTextContent('14 donors alerted');
    // A coordinator may not open the request page (the server answers 404), so there is no link to it.
    expect(within(sos).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Reports (1)' }));
    const report = screen.getByTestId('open-report');
    expect(report).toHaveTextContent('They asked for money');
    expect(report).toHaveTextContent('A request: q0000000-0000-4000-8000-000000000009');
    expect(report).toHaveTextContent('They asked for ₹5000 before donating.');
    expect(report).toHaveTextContent('Reported by Sunita ·');
    expect(report).not.toHaveTextContent('Patil');

    await user.click(screen.getByRole('tab', { name: 'Staff to verify (1)' }));
    const staff = screen.getByTestId('pending-staff');
    expect(staff).toHaveTextContent('Meera Joshi');
    expect(staff).toHaveTextContent('meera@sionbank.example');
    expect(staff).toHaveTextContent('Sion Hospital Blood Bank, Mumbai');
    expect(staff).toHaveTextContent(/Waiting since 20 Nov 2026/);
  });

  it('says plainly when a section has nothing waiting', async () => {
    const { user } = renderCoordinator({ bridges: [], unanswered_sos: [], reports: [], staff_pending: [] });
    expect(await screen.findByText(/No bridges at risk/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'SOS with nobody yet (0)' }));
    expect(screen.getByText(/No SOS is waiting/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Reports (0)' }));
    expect(screen.getByText('No open reports.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Staff to verify (0)' }));
    expect(screen.getByText(/No staff accounts are waiting/)).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    server.use(http.get(api('/coordinator/overview'), () => failure(500, ERROR_CODES.INTERNAL, 'Something broke')));
    signIn(coordinator());
    renderPage([{ path: '/app/coordinator', element: <CoordinatorPage /> }], '/app/coordinator');
    const error = await screen.findByTestId('coordinator-error');
    expect(error).toHaveTextContent('The coordinator overview could not be loaded.');
    server.use(http.get(api('/coordinator/overview'), () => HttpResponse.json(success(overview()))));
    await screen.findByRole('button', { name: 'Try again' }).then((button) => button.click());
    expect(await screen.findByTestId('at-risk-bridge')).toBeInTheDocument();
  });
});

describe('coordinator page: actions', () => {
  it('messages a bridge’s donors: too short is refused, then the message is sent and the reach shown', async () => {
    const { user, sent } = renderCoordinator();
    await user.click(await screen.findByRole('button', { name: 'Message the donors of Aarav’s bridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message Aarav’s donors' });
    const box = within(dialog).getByRole('textbox', { name: /Message/ });

    await user.type(box, 'Too short');
    expect(within(dialog).getByText('9 of 1000 characters')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('The message must be at least 10 characters')).toBeInTheDocument();
    expect(sent.messages).toEqual([]);

    await user.clear(box);
    await user.type(box, 'Please confirm your December dates, the family is waiting.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(sent.messages).toHaveLength(1));
    expect(sent.messages[0]).toEqual({ message: 'Please confirm your December dates, the family is waiting.' });
    expect(await within(toasts()).findByText('Sent to 7 donors')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Mark handled" takes the report off the list', async () => {
    const { user, sent } = renderCoordinator();
    await user.click(await screen.findByRole('tab', { name: 'Reports (1)' }));
    await user.click(screen.getByRole('button', { name: 'Mark the report “They asked for money” handled' }));
    await waitFor(() => expect(screen.queryByTestId('open-report')).not.toBeInTheDocument());
    expect(sent.handled).toEqual([REPORT_ID]);
    expect(await within(toasts()).findByText('The report is marked handled.')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reports (0)' })).toBeInTheDocument();
  });

  it('verifies a staff account only after the reminder to call the bank, and takes it off the list', async () => {
    const { user, sent } = renderCoordinator();
    await user.click(await screen.findByRole('tab', { name: 'Staff to verify (1)' }));
    await user.click(screen.getByRole('button', { name: 'Verify Meera Joshi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Meera Joshi?' });
    expect(dialog).toHaveTextContent('First call Sion Hospital Blood Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.verified).toEqual([]);
    expect(screen.getByTestId('pending-staff')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Verify Meera Joshi' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'I checked with the bank — verify' }),
    );
    await waitFor(() => expect(screen.queryByTestId('pending-staff')).not.toBeInTheDocument());
    expect(sent.verified).toEqual([STAFF_ID]);
    expect(await within(toasts()).findByText('Meera Joshi is verified.')).toBeInTheDocument();
  });

  it('names the account verified even when the dialog was closed before the answer', async () => {
    const { user, sent } = renderCoordinator();
    server.use(
      http.post(api('/coordinator/staff/:id/verify'), async ({ params }) => {
        sent.verified.push(String(params.id));
        await delay(100);
        return HttpResponse.json(success(null, 'Staff verified'));
      }),
    );
    await user.click(await screen.findByRole('tab', { name: 'Staff to verify (1)' }));
    await user.click(screen.getByRole('button', { name: 'Verify Meera Joshi' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'I checked with the bank — verify' }),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(toasts()).findByText('Meera Joshi is verified.')).toBeInTheDocument();
    expect(sent.verified).toEqual([STAFF_ID]);
  });
});

describe('coordinator page: the audit trail', () => {
  it('lists who did what, a page at a time', async () => {
    const { user, sent } = renderCoordinator();
    await user.click(await screen.findByRole('tab', { name: 'Audit trail' }));
    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('Verified a staff account');
    expect(rows[0]).toHaveTextContent('Account: subject-45');
    expect(rows[0]).toHaveTextContent('Kavita Rao (Coordinator)');
    expect(rows[1]).toHaveTextContent('Marked a report handled');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(2));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(sent.pages).toEqual(['1', '2']);
  });
});

describe('coordinator page: who may open it', () => {
  it('a patient sees Access Denied instead', async () => {
    signIn(patientProfile());
    renderPage(
      [
        {
          path: '/app/coordinator',
          element: (
            <ProtectedRoute allowedRoles={['Coordinator', 'Admin']}>
              <CoordinatorPage />
            </ProtectedRoute>
          ),
        },
      ],
      '/app/coordinator',
    );
    expect(await screen.findByRole('heading', { name: /Access Denied/i })).toBeInTheDocument();
  });
});
