import { addDaysIso, todayIso, type BridgeDate, type BridgeSlot, type BridgeView } from '@raktsetu/shared';
import { HttpResponse, http } from 'msw';
import { ProtectedRoute } from '../../src/app/routes/protected-route.tsx';
import { BridgePage } from '../../src/features/bridge/components/bridge-page.tsx';
import { LiveUpdatesContext } from '../../src/lib/live/live-updates-context.ts';
import type { openLiveStream } from './live-stream.ts';
import { DONOR_ID, REQUEST_ID, SECOND_DONOR_ID, patientProfile, signIn } from './fixtures.ts';
import { api, server, success } from './msw.ts';
import { renderPage } from './render-page.tsx';

/** A patient's bridge as GET /bridge answers it, and the page rendered around it, for the bridge page tests. */

export const today = todayIso();

export function slot(changes: Partial<BridgeSlot> = {}): BridgeSlot {
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

export function bridgeDate(transfusion: string, slots: BridgeSlot[], changes: Partial<BridgeDate> = {}): BridgeDate {
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

export function view(changes: Partial<BridgeView> = {}): BridgeView {
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
        can_give: true,
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
        can_give: true,
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
export function renderBridge(
  initial: BridgeView | null,
  options: { live?: ReturnType<typeof openLiveStream>; language?: 'hi' | 'mr' } = {},
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
  const live = options.live;
  const page = (
    <ProtectedRoute allowedRoles={['Patient']}>
      <BridgePage />
    </ProtectedRoute>
  );
  const element = live ? <LiveUpdatesContext value={live.value}>{page}</LiveUpdatesContext> : page;
  const rendered = renderPage([{ path: '/app/bridge', element }], '/app/bridge');
  return { ...rendered, sent, setView: (next: BridgeView | null) => (current = next) };
}
