import { ERROR_CODES, addDaysIso, todayIso, type BridgeDate, type BridgeSlot, type BridgeView } from '@raktsetu/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { BridgePage } from '../../src/features/bridge/components/bridge-page.tsx';
import i18n, { loadMoreMessages, setLanguage } from '../../src/i18n/index.ts';
import { LiveUpdatesContext, type LiveListener } from '../../src/lib/live/live-updates-context.ts';
import { DONOR_ID, REQUEST_ID, SECOND_DONOR_ID, patientProfile, signIn } from '../support/fixtures.ts';
import { api, failure, server, success } from '../support/msw.ts';
import { renderPage } from '../support/render-page.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const today = todayIso();

function slot(changes: Partial<BridgeSlot> = {}): BridgeSlot {
  return {
    slot_id: crypto.randomUUID(),
    unit_index: 0,
    donation_date: addDaysIso(today, 20),
    state: 'planned',
    donor: { donor_id: DONOR_ID, name: 'Rahul D.', phone_number: null },
    backup: { donor_id: SECOND_DONOR_ID, name: 'Meera K.' },
    request_id: null,
    ...changes,
  };
}

function bridgeDate(transfusion: string, slots: BridgeSlot[], changes: Partial<BridgeDate> = {}): BridgeDate {
  const donation = addDaysIso(transfusion, -3);
  return {
    transfusion_date: transfusion,
    original_date: transfusion,
    moved: false,
    donation_date: donation,
    slots: slots.map((s) => ({ ...s, donation_date: donation })),
    ...changes,
  };
}

function view(changes: Partial<BridgeView> = {}): BridgeView {
  const first = addDaysIso(today, 2);
  return {
    plan: {
      plan_id: 'a1b2c3d4-0000-4000-8000-000000000001',
      hospital_name: 'Sassoon General Hospital',
      hospital_city: 'Pune',
      units_per_transfusion: 1,
      interval_days: 21,
      next_date: first,
      blood_group_id: 3,
      blood_group: 'B+',
      component_id: 2,
      component: 'Packed Red Blood Cells',
      antibodies_note: 'Anti-E; give Rh and Kell matched',
      invite_url: 'http://localhost:3000/app/bridge/join/INVITE-CODE-123',
    },
    dates: [
      bridgeDate(first, [
        slot({ state: 'confirmed', donor: { donor_id: DONOR_ID, name: 'Rahul D.', phone_number: '+91 98200 22222' } }),
      ]),
      bridgeDate(addDaysIso(first, 21), [slot({ state: 'asked' })]),
      bridgeDate(addDaysIso(first, 42), [
        slot({ state: 'escalated', donor: null, backup: null, request_id: REQUEST_ID }),
      ]),
      bridgeDate(addDaysIso(first, 63), [slot({ state: 'uncovered', donor: null, backup: null })], {
        moved: true,
        original_date: addDaysIso(first, 60),
      }),
    ],
    capacity: { members: 7, needed: 8, missing: 1, units_per_year: 17.38 },
    members: [
      {
        donor_id: DONOR_ID,
        name: 'Rahul D.',
        blood_group: 'O+',
        not_responding: false,
        next_date: addDaysIso(first, -3),
        donations: 2,
        eligible_from: null,
        joined_at: '2026-01-10T08:00:00.000Z',
      },
      {
        donor_id: SECOND_DONOR_ID,
        name: 'Meera K.',
        blood_group: 'B+',
        not_responding: true,
        next_date: null,
        donations: 0,
        eligible_from: addDaysIso(today, 40),
        joined_at: '2026-01-12T08:00:00.000Z',
      },
    ],
    nearby_willing: 3,
    ...changes,
  };
}

/** The bridge page of a signed-in patient whose GET /bridge answers `initial`; returns the bodies sent. */
function renderBridge(
  initial: BridgeView | null,
  options: { listeners?: Set<LiveListener>; language?: 'hi' | 'mr' } = {},
) {
  const sent = { gets: 0, plans: [] as unknown[], moves: [] as unknown[], outcomes: [] as unknown[] };
  let current = initial;
  server.use(
    http.get(api('/bridge'), () => {
      sent.gets += 1;
      return HttpResponse.json(success(current));
    }),
  );
  signIn(patientProfile({ preferred_language: options.language ?? 'en' }));
  const listeners = options.listeners;
  const page = (
    <ProtectedRoute allowedRoles={['Patient']}>
      <BridgePage />
    </ProtectedRoute>
  );
  const element = listeners ? (
    <LiveUpdatesContext
      value={{
        status: 'open',
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      }}
    >
      {page}
    </LiveUpdatesContext>
  ) : (
    page
  );
  const rendered = renderPage([{ path: '/app/bridge', element }], '/app/bridge');
  return { ...rendered, sent, setView: (next: BridgeView | null) => (current = next) };
}

describe('bridge page before a plan', () => {
  it('explains a Blood Bridge and shows the plan form with the patient’s group and packed red cells', async () => {
    renderBridge(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'What is a Blood Bridge?' })).toBeInTheDocument();
    expect(screen.getByText(/6–10 compatible donors/)).toBeInTheDocument();
    expect(screen.getByText(/Emergency SOS stays the last resort/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Blood group/)).toHaveValue('3'));
    expect(screen.getByLabelText(/^Component/)).toHaveValue('2');
    expect(screen.getByLabelText(/^Days between transfusions/)).toHaveValue(21);
    expect(screen.getByLabelText(/^Antibodies or matched-phenotype note/)).toHaveAccessibleDescription(
      'Seen only by you and printed for the blood centre.',
    );
  });

  it('creates the plan with the shared schema’s payload and then shows the bridge', async () => {
    const { user, sent, setView } = renderBridge(null);
    server.use(
      http.put(api('/bridge/plan'), async ({ request }) => {
        sent.plans.push(await request.json());
        setView(view());
        return HttpResponse.json(success(view()));
      }),
    );
    await screen.findByLabelText(/^Hospital or blood centre/);
    await user.type(screen.getByLabelText(/^Hospital or blood centre/), 'Sassoon General Hospital');
    await user.type(screen.getByLabelText(/^Hospital city/), 'Pune');
    await user.clear(screen.getByLabelText(/^Units per transfusion/));
    await user.type(screen.getByLabelText(/^Units per transfusion/), '2');
    await user.type(screen.getByLabelText(/^Next transfusion date/), addDaysIso(today, 5));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));

    await waitFor(() => expect(sent.plans).toHaveLength(1));
    expect(sent.plans[0]).toEqual({
      hospital_name: 'Sassoon General Hospital',
      hospital_city: 'Pune',
      units_per_transfusion: 2,
      interval_days: 21,
      next_date: addDaysIso(today, 5),
      blood_group_id: 3,
      component_id: 2,
      antibodies_note: null,
    });
    expect(await screen.findByTestId('bridge-capacity')).toBeInTheDocument();
  });

  it('checks the form before sending, with the shared messages', async () => {
    const { user, sent } = renderBridge(null);
    await screen.findByLabelText(/^Hospital or blood centre/);
    await user.clear(screen.getByLabelText(/^Days between transfusions/));
    await user.type(screen.getByLabelText(/^Days between transfusions/), '3');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('The interval must be between 7 and 90 days')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Hospital or blood centre/)).toHaveAccessibleDescription(
      'Hospital or blood centre is required',
    );
    expect(sent.plans).toHaveLength(0);
  });

  it('shows the server’s field message at its field', async () => {
    const { user } = renderBridge(null);
    server.use(
      http.put(api('/bridge/plan'), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'Validation failed', [
          { field: 'next_date', message: 'The next transfusion date cannot be in the past' },
        ]),
      ),
    );
    await screen.findByLabelText(/^Hospital or blood centre/);
    await user.type(screen.getByLabelText(/^Hospital or blood centre/), 'Sassoon General Hospital');
    await user.type(screen.getByLabelText(/^Hospital city/), 'Pune');
    await user.type(screen.getByLabelText(/^Next transfusion date/), addDaysIso(today, 1));
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Next transfusion date/)).toHaveAccessibleDescription(
        'The next transfusion date cannot be in the past',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Validation failed');
  });

  it('says when the bridge cannot be loaded and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(api('/bridge'), () => {
        calls += 1;
        return calls === 1 ? failure(500, ERROR_CODES.INTERNAL, 'Something broke') : HttpResponse.json(success(null));
      }),
    );
    signIn(patientProfile());
    const { user } = renderPage([{ path: '/app/bridge', element: <BridgePage /> }], '/app/bridge');
    const error = await screen.findByTestId('bridge-error');
    expect(error).toHaveTextContent('Your Blood Bridge could not be loaded.');
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'What is a Blood Bridge?' })).toBeInTheDocument();
  });
});

describe('bridge page with a plan', () => {
  it('says how many donors the year needs', async () => {
    renderBridge(view());
    expect(await screen.findByTestId('bridge-capacity')).toHaveTextContent(
      '7 of 8 donors — 1 more needed to cover the year',
    );
    expect(screen.getByText('About 17 units a year')).toBeInTheDocument();
  });

  it('says when the year is covered', async () => {
    renderBridge(view({ capacity: { members: 8, needed: 8, missing: 0, units_per_year: 17.38 } }));
    expect(await screen.findByTestId('bridge-capacity')).toHaveTextContent('8 of 8 donors — the year is covered');
  });

  it('changes the plan from the form filled with it', async () => {
    const plans: unknown[] = [];
    const { user } = renderBridge(view());
    server.use(
      http.put(api('/bridge/plan'), async ({ request }) => {
        plans.push(await request.json());
        const next = view();
        next.plan.interval_days = 28;
        return HttpResponse.json(success(next));
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    expect(screen.getByLabelText(/^Hospital or blood centre/)).toHaveValue('Sassoon General Hospital');
    expect(screen.getByLabelText(/^Antibodies or matched-phenotype note/)).toHaveValue(
      'Anti-E; give Rh and Kell matched',
    );
    const interval = screen.getByLabelText(/^Days between transfusions/);
    await user.clear(interval);
    await user.type(interval, '28');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(plans).toHaveLength(1));
    expect(plans[0]).toMatchObject({ interval_days: 28, antibodies_note: 'Anti-E; give Rh and Kell matched' });
    expect(await screen.findByText(/every 28 days/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('shows each date with its donation date, who gives, the backup and the state in words', async () => {
    renderBridge(view());
    const slots = await screen.findAllByTestId('bridge-slot');
    expect(slots).toHaveLength(4);
    expect(within(slots[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(slots[0]!).getByText('Rahul D.')).toBeInTheDocument();
    expect(within(slots[0]!).getByText('Meera K.')).toBeInTheDocument();
    expect(within(slots[0]!).getByRole('link', { name: 'Call Rahul D.' })).toHaveAttribute('href', 'tel:+919820022222');
    expect(within(slots[1]!).getByText('Asked')).toBeInTheDocument();
    expect(within(slots[1]!).queryByRole('link', { name: /Call/ })).toBeNull();
    expect(within(slots[2]!).getByText('Request sent')).toBeInTheDocument();
    expect(within(slots[2]!).getByRole('link', { name: 'See the request' })).toHaveAttribute(
      'href',
      `/app/requests/${REQUEST_ID}`,
    );
    expect(within(slots[3]!).getAllByText('Nobody yet').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText(/^Moved from/)).toBeInTheDocument();
    // The antibodies note is the patient's own: shown on their plan.
    expect(screen.getByText('Anti-E; give Rh and Kell matched')).toBeInTheDocument();
  });

  it('offers Given / Not given only for a confirmed unit whose donation day has come', async () => {
    const past = addDaysIso(today, 1);
    const data = view({
      dates: [
        bridgeDate(past, [slot({ state: 'confirmed' })]),
        bridgeDate(addDaysIso(today, 30), [slot({ state: 'confirmed' })]),
        bridgeDate(addDaysIso(today, 2), [slot({ state: 'asked' })]),
      ],
    });
    const outcomes: unknown[] = [];
    const { user } = renderBridge(data);
    const slots = await screen.findAllByTestId('bridge-slot');
    expect(within(slots[0]!).getByRole('button', { name: 'Given' })).toBeInTheDocument();
    expect(within(slots[1]!).queryByRole('button', { name: 'Given' })).toBeNull();
    expect(within(slots[2]!).queryByRole('button', { name: 'Given' })).toBeNull();
    const slotId = data.dates[0]!.slots[0]!.slot_id;
    server.use(
      http.post(api(`/bridge/slots/${slotId}/outcome`), async ({ request }) => {
        outcomes.push(await request.json());
        return HttpResponse.json(success(view({ dates: [] })));
      }),
    );
    await user.click(within(slots[0]!).getByRole('button', { name: 'Not given' }));
    await waitFor(() => expect(outcomes).toEqual([{ outcome: 'missed' }]));
  });

  it('moves a date and every later one with the dialog', async () => {
    const data = view();
    const moves: unknown[] = [];
    const { user } = renderBridge(data);
    server.use(
      http.post(api('/bridge/dates/move'), async ({ request }) => {
        moves.push(await request.json());
        return HttpResponse.json(success(data));
      }),
    );
    const second = data.dates[1]!.transfusion_date;
    await user.click((await screen.findAllByRole('button', { name: 'Move all dates' }))[1]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(/every other date with it/);
    const input = within(dialog).getByLabelText(/^New date/);
    expect(input).toHaveValue(second);
    await user.clear(input);
    await user.type(input, addDaysIso(second, 2));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves).toEqual([{ date: second, to: addDaysIso(second, 2), scope: 'all' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows a refused move at the new date', async () => {
    const { user } = renderBridge(view());
    server.use(
      http.post(api('/bridge/dates/move'), () =>
        failure(400, ERROR_CODES.VALIDATION_FAILED, 'Validation failed', [
          { field: 'to', message: 'The new date cannot be in the past' },
        ]),
      ),
    );
    await user.click((await screen.findAllByRole('button', { name: 'Move this date' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText('The new date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists the donors with their next date, donations and "not responding", and removes one after asking', async () => {
    const removed: string[] = [];
    const { user } = renderBridge(view());
    server.use(
      http.delete(api('/bridge/members/:id'), ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json(success(view({ members: view().members.slice(0, 1) })));
      }),
    );
    const members = await screen.findAllByTestId('bridge-member');
    expect(members).toHaveLength(2);
    expect(members[0]).toHaveTextContent('2 donations');
    expect(within(members[1]!).getByText('Not responding')).toBeInTheDocument();
    expect(members[1]).toHaveTextContent(/Can give from/);
    await user.click(within(members[1]!).getByRole('button', { name: 'Remove Meera K.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera K. from the bridge?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove donor' }));
    await waitFor(() => expect(removed).toEqual([SECOND_DONOR_ID]));
    await waitFor(() => expect(screen.getAllByTestId('bridge-member')).toHaveLength(1));
  });

  it('shows the invitation link and QR code, makes a new link after asking, and invites nearby donors', async () => {
    const { user, sent } = renderBridge(view());
    let newLinks = 0;
    let invites = 0;
    server.use(
      http.post(api('/bridge/invite-code'), () => {
        newLinks += 1;
        const next = view();
        next.plan.invite_url = 'http://localhost:3000/app/bridge/join/NEW-CODE-456';
        return HttpResponse.json(success(next));
      }),
      http.post(api('/bridge/invitations'), () => {
        invites += 1;
        return HttpResponse.json(success({ invited: 3 }));
      }),
    );
    expect(await screen.findByLabelText('Invitation link')).toHaveValue(
      'http://localhost:3000/app/bridge/join/INVITE-CODE-123',
    );
    expect(await screen.findByRole('img', { name: 'QR code of the invitation link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The old link and its QR code stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Invitation link')).toHaveValue(
        'http://localhost:3000/app/bridge/join/NEW-CODE-456',
      ),
    );
    expect(newLinks).toBe(1);

    const before = sent.gets;
    await user.click(screen.getByRole('button', { name: 'Invite willing donors nearby (3)' }));
    expect(await screen.findByText('3 donors were invited.')).toBeInTheDocument();
    expect(invites).toBe(1);
    await waitFor(() => expect(sent.gets).toBeGreaterThan(before));
  });

  it('disables inviting nearby donors when none are left, and says why', async () => {
    renderBridge(view({ nearby_willing: 0 }));
    const button = await screen.findByRole('button', { name: 'Invite willing donors nearby (0)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/No compatible donors nearby/);
  });

  it('downloads the calendar with the bearer token, never as a bare link', async () => {
    const { user } = renderBridge(view());
    let authorization: string | null = null;
    server.use(
      http.get(api('/bridge/calendar.ics'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          headers: { 'Content-Type': 'text/calendar' },
        });
      }),
    );
    const createUrl = vi.fn(() => 'blob:bridge-calendar');
    // jsdom has no object URLs: stand-ins for this test only.
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(authorization).toMatch(/^Bearer /);
    expect(createUrl).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /calendar/ })).toBeNull();
  });

  it('reads the bridge again when a bridge_update notice arrives live', async () => {
    const listeners = new Set<LiveListener>();
    const { sent } = renderBridge(view(), { listeners });
    await screen.findByTestId('bridge-capacity');
    const before = sent.gets;
    for (const listener of listeners) {
      listener({
        type: 'notification',
        notification: { kind: 'bridge_update' },
      } as unknown as Parameters<LiveListener>[0]);
    }
    await waitFor(() => expect(sent.gets).toBeGreaterThan(before));
  });
});

describe('bridge page in Hindi and Marathi', () => {
  it('shows the page, the capacity and the states in Hindi', async () => {
    await setLanguage('hi', { unsaved: false });
    await loadMoreMessages();
    renderBridge(view(), { language: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ब्लड ब्रिज' })).toBeInTheDocument();
    expect(await screen.findByTestId('bridge-capacity')).toHaveTextContent('8 में से 7 रक्तदाता — पूरे साल के लिए 1 और चाहिए');
    expect(screen.getByText('पुष्टि हुई')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'यह तारीख़ बदलें' })).toHaveLength(4);
  });

  it('shows the plan form in Marathi before a plan', async () => {
    await setLanguage('mr', { unsaved: false });
    await loadMoreMessages();
    renderBridge(null, { language: 'mr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'ब्लड ब्रिज म्हणजे काय?' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^दोन रक्त संक्रमणांमधील दिवस/)).toHaveValue(21);
    expect(screen.getByRole('button', { name: 'योजना जतन करा' })).toBeInTheDocument();
  });
});
