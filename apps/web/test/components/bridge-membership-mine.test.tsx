import {
  addDaysIso,
  todayIso,
  type Membership,
  type MembershipSlot,
  type Memberships,
  type Notification,
} from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { MyBridgesPage } from '../../src/features/bridge-membership/components/my-bridges-page.tsx';
import { donorProfile, signIn } from '../support/fixtures.ts';
import { api, server, success } from '../support/msw.ts';
import { formatIsoDate } from '../../src/lib/format.ts';
import { LiveUpdatesContext } from '../../src/lib/live/live-updates-context.ts';
import { openLiveStream } from '../support/live-stream.ts';
import { renderPage } from '../support/render-page.tsx';

const PLAN_ID = 'b1f6a7c0-1111-4a5b-8c6d-7e8f90a1b2c3';
const SLOT_ID = 's1f6a7c0-2222-4a5b-8c6d-7e8f90a1b2c3';
// Dates from today, so a confirmed date is still ahead (withdrawing is only possible before it).
const DONATION = addDaysIso(todayIso(), 9);
const TRANSFUSION = addDaysIso(todayIso(), 12);

function slot(changes: Partial<MembershipSlot> = {}): MembershipSlot {
  return {
    slot_id: SLOT_ID,
    transfusion_date: TRANSFUSION,
    donation_date: DONATION,
    role: 'donor',
    state: 'asked',
    can_answer: true,
    hospital_name: null,
    patient_phone: null,
    ...changes,
  };
}

function membership(changes: Partial<Membership> = {}): Membership {
  return {
    plan_id: PLAN_ID,
    patient_first_name: 'Meera',
    blood_group: 'B+',
    hospital_city: 'Pune',
    next_date: DONATION,
    slots: [slot()],
    ...changes,
  };
}

function askNotice(): Notification {
  return {
    notification_id: 'n-ask',
    kind: 'bridge_ask',
    status: 'Sent',
    title: 'Can you give for Meera?',
    message: 'Please answer',
    sent_at: new Date().toISOString(),
    read_at: null,
    request_id: null,
    blood_group: null,
    component: null,
    request_urgency: null,
    distance_km: null,
  };
}

/** The donor's bridges page over `initial`; returns what was sent. */
function renderMine(initial: Memberships, live?: ReturnType<typeof openLiveStream>) {
  const sent = { answers: [] as unknown[], leaves: [] as string[], accepts: [] as string[] };
  let current = initial;
  server.use(
    http.get(api('/bridge/memberships'), () => HttpResponse.json(success(current))),
    http.post(api('/bridge/slots/:id/answer'), async ({ request }) => {
      const body = (await request.json()) as { answer: string };
      sent.answers.push(body);
      const confirmed = body.answer === 'confirm';
      current = {
        ...current,
        bridges: current.bridges.map((bridge) => ({
          ...bridge,
          slots: confirmed
            ? bridge.slots.map((s) => ({
                ...s,
                state: 'confirmed' as const,
                can_answer: false,
                hospital_name: 'Sassoon General Hospital',
                patient_phone: '+91 98200 11111',
              }))
            : [],
        })),
      };
      return HttpResponse.json(success(current));
    }),
    http.delete(api('/bridge/memberships/:planId'), ({ params }) => {
      sent.leaves.push(String(params.planId));
      current = { ...current, bridges: [] };
      return HttpResponse.json(success(current));
    }),
    http.post(api('/bridge/invitations/:planId/accept'), ({ params }) => {
      sent.accepts.push(String(params.planId));
      current = { bridges: [membership({ plan_id: String(params.planId), slots: [] })], invitations: [] };
      return HttpResponse.json(success({ plan_id: String(params.planId) }));
    }),
  );
  signIn(donorProfile());
  const page = (
    <ProtectedRoute allowedRoles={['Donor']}>
      <MyBridgesPage />
    </ProtectedRoute>
  );
  const element = live ? <LiveUpdatesContext value={live.value}>{page}</LiveUpdatesContext> : page;
  return { ...renderPage([{ path: '/app/bridges', element }], '/app/bridges'), sent };
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

describe('my Blood Bridges', () => {
  it('shows the next date big; "I can give" confirms, then the hospital and the family’s phone appear', async () => {
    const { user, sent } = renderMine({ bridges: [membership()], invitations: [] });
    expect(await screen.findByTestId('next-date')).toHaveTextContent(formatIsoDate(DONATION));
    expect(screen.getByTestId('next-date')).toHaveTextContent('Donation for Meera, in Pune');
    const item = screen.getByTestId('membership-slot');
    expect(within(item).getByTestId('slot-state')).toHaveTextContent('Waiting for your answer');
    expect(within(item).queryByTestId('slot-contact')).not.toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'I can give' }));
    const contact = await within(item).findByTestId('slot-contact');
    expect(contact).toHaveTextContent('Sassoon General Hospital');
    expect(within(contact).getByRole('link', { name: /Call the family/ })).toHaveAttribute('href', 'tel:+919820011111');
    expect(within(item).getByTestId('slot-state')).toHaveTextContent('Confirmed by you');
    expect(within(item).queryByRole('button', { name: 'I can give' })).not.toBeInTheDocument();
    expect(sent.answers).toEqual([{ answer: 'confirm' }]);
  });

  it('"I can’t" declines the date', async () => {
    const { user, sent } = renderMine({ bridges: [membership()], invitations: [] });
    await user.click(await screen.findByRole('button', { name: 'I can’t' }));
    await waitFor(() => expect(sent.answers).toEqual([{ answer: 'decline' }]));
    expect(await screen.findByText('No date is planned for you yet. We will ask you well before one.')).toBeVisible();
  });

  it('a confirmed donor can withdraw after saying so in a dialog', async () => {
    const confirmed = slot({
      state: 'confirmed',
      can_answer: false,
      hospital_name: 'Sassoon General Hospital',
      patient_phone: '+91 98200 11111',
    });
    const { user, sent } = renderMine({ bridges: [membership({ slots: [confirmed] })], invitations: [] });
    await user.click(await screen.findByRole('button', { name: 'I can’t any more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from this date?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep my date' }));
    expect(sent.answers).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'I can’t any more' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, I can’t come' }));
    await waitFor(() => expect(sent.answers).toEqual([{ answer: 'decline' }]));
  });

  it('a date already given shows no withdraw button', async () => {
    const past = addDaysIso(todayIso(), -1);
    const given = slot({ state: 'confirmed', can_answer: false, donation_date: past, transfusion_date: DONATION });
    renderMine({ bridges: [membership({ slots: [given], next_date: null })], invitations: [] });
    expect(await screen.findByTestId('slot-state')).toHaveTextContent('Confirmed by you');
    expect(screen.queryByRole('button', { name: 'I can’t any more' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('next-date')).not.toBeInTheDocument();
  });

  it('an ask arriving on the live stream shows without a reload', async () => {
    const live = openLiveStream();
    const { sent } = renderMine({ bridges: [membership({ slots: [] })], invitations: [] }, live);
    expect(await screen.findByText(/No date is planned for you yet/)).toBeVisible();
    server.use(
      http.get(api('/bridge/memberships'), () =>
        HttpResponse.json(success({ bridges: [membership()], invitations: [] })),
      ),
    );
    live.emit(askNotice());
    expect(await screen.findByRole('button', { name: 'I can give' })).toBeInTheDocument();
    expect(sent.answers).toEqual([]);
  });

  it('leaving asks first, then the bridge is gone', async () => {
    const { user, sent } = renderMine({ bridges: [membership()], invitations: [] });
    await user.click(await screen.findByRole('button', { name: 'Leave this bridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Meera’s bridge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the bridge' }));
    expect(await screen.findByTestId('memberships-empty')).toBeInTheDocument();
    expect(sent.leaves).toEqual([PLAN_ID]);
  });

  it('an invitation from a nearby patient is accepted with Join', async () => {
    const { user, sent } = renderMine({
      bridges: [],
      invitations: [
        {
          plan_id: PLAN_ID,
          patient_first_name: 'Meera',
          blood_group: 'B+',
          hospital_city: 'Pune',
          invited_at: '2026-11-20T10:00:00.000Z',
        },
      ],
    });
    const invitation = await screen.findByTestId('bridge-invitation');
    expect(invitation).toHaveTextContent('Meera (B+) in Pune would like you in their bridge.');
    await user.click(within(invitation).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'For Meera' })).toBeInTheDocument();
    expect(sent.accepts).toEqual([PLAN_ID]);
    expect(screen.queryByTestId('bridge-invitation')).not.toBeInTheDocument();
  });

  it('with no bridge: what a bridge is, and the willing switch', async () => {
    renderMine({ bridges: [], invitations: [] });
    const empty = await screen.findByTestId('memberships-empty');
    expect(empty).toHaveTextContent('Patients share an invitation link or QR code');
    expect(within(empty).getByRole('switch', { name: 'Willing to join a Blood Bridge' })).not.toBeChecked();
  });

  it('the calendar is fetched with the token and handed over as a file, never a bare link', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(api('/bridge/memberships/calendar.ics'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar' },
        });
      }),
    );
    const makeUrl = vi.fn(() => 'blob:calendar');
    Object.assign(URL, { createObjectURL: makeUrl, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderMine({ bridges: [membership()], invitations: [] });
    await user.click(await screen.findByRole('button', { name: 'Add my dates to my calendar (.ics)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(authorization).toMatch(/^Bearer /);
    expect(makeUrl).toHaveBeenCalledTimes(1);
  });
});
