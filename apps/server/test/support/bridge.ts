import { addDaysIso, todayIso } from '@raktsetu/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from './accounts.ts';
import { GROUP, networkApi, type Group, type Person } from './network.ts';

/** Blood Bridge test helpers (features/bridge): a patient with a plan, and donors who join it by its link. */

/** The centre of Mumbai in the bundled towns list: where a plan at a Mumbai hospital is placed. */
export const MUMBAI = { latitude: 19.07283, longitude: 72.88261 };

/** A point `km` north of Mumbai's centre (1° of latitude ≈ 111.2 km). */
export const nearMumbai = (km: number) => ({ latitude: MUMBAI.latitude + km / 111.195, longitude: MUMBAI.longitude });

/** A valid PUT /api/bridge/plan body: 1 unit every 21 days at a Mumbai hospital, B+, next date in 14 days. */
export function planPayload(overrides: Record<string, unknown> = {}, today: string = todayIso()) {
  return {
    hospital_name: 'KEM Hospital',
    hospital_city: 'Mumbai',
    units_per_transfusion: 1,
    interval_days: 21,
    next_date: addDaysIso(today, 14),
    blood_group_id: GROUP['B+'],
    component_id: 2,
    antibodies_note: null,
    ...overrides,
  };
}

export interface DonorOptions {
  group?: Group;
  /** Saved location; default 3 km north of Mumbai's centre. Null: no location. */
  at?: { latitude: number; longitude: number } | null;
  sex?: 'male' | 'female' | null;
  /** Sets the "willing to join a bridge" switch. */
  willing?: boolean;
}

export interface PatientWithPlan {
  patient: Person;
  planId: string;
  /** The secret of the invitation link (the last part of plan.invite_url). */
  code: string;
  /** The GET /api/bridge view right after the plan was made. */
  view: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The Blood Bridge calls as the web app makes them, plus factories. `today` follows the test's clock. */
export function bridgeApi(app: FastifyInstance, now: () => Date = () => new Date()) {
  const net = networkApi(app);
  const call = (who: Person | null, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: who ? bearer(who.accessToken) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  const api = {
    net,
    call,
    today: () => todayIso(now()),
    planPayload: (overrides: Record<string, unknown> = {}) => planPayload(overrides, todayIso(now())),

    putPlan: (patient: Person, body: Record<string, unknown>) => call(patient, 'PUT', '/api/bridge/plan', body),
    view: (who: Person | null) => call(who, 'GET', '/api/bridge'),
    moveDate: (patient: Person, body: { date: string; to: string; scope: 'one' | 'all' }) =>
      call(patient, 'POST', '/api/bridge/dates/move', body),
    newInviteCode: (patient: Person) => call(patient, 'POST', '/api/bridge/invite-code'),
    inviteNearby: (patient: Person) => call(patient, 'POST', '/api/bridge/invitations'),
    removeMember: (patient: Person, donorId: string) => call(patient, 'DELETE', `/api/bridge/members/${donorId}`),
    preview: (who: Person | null, code: string) => call(who, 'GET', `/api/bridge/invites/${code}`),
    join: (donor: Person | null, code: string) => call(donor, 'POST', `/api/bridge/invites/${code}/join`),
    accept: (donor: Person, planId: string) => call(donor, 'POST', `/api/bridge/invitations/${planId}/accept`),
    memberships: (donor: Person | null) => call(donor, 'GET', '/api/bridge/memberships'),
    leave: (donor: Person, planId: string) => call(donor, 'DELETE', `/api/bridge/memberships/${planId}`),

    /** The code in an invite_url ('…/app/bridge/join/<code>'). */
    codeOf: (inviteUrl: string) => inviteUrl.slice(inviteUrl.lastIndexOf('/') + 1),

    /** A patient (of the plan's group) with a plan; `plan` overrides planPayload(). */
    async patientWithPlan(plan: Record<string, unknown> = {}, group: Group = 'B+'): Promise<PatientWithPlan> {
      const patient = await net.patient(group);
      const res = await api.putPlan(patient, api.planPayload({ blood_group_id: GROUP[group], ...plan }));
      if (res.statusCode !== 200) throw new Error(`plan failed: ${res.body}`);
      const view = res.json().data;
      return { patient, planId: view.plan.plan_id, code: api.codeOf(view.plan.invite_url), view };
    },

    /** A donor (default O+, male, 3 km from Mumbai's centre); sex and willingness set through the profile. */
    async donor(options: DonorOptions = {}): Promise<Person> {
      const at = options.at === undefined ? nearMumbai(3) : options.at;
      const donor = await net.donor(options.group ?? 'O+', at);
      const profile: Record<string, unknown> = {};
      if (options.sex !== undefined) profile.sex = options.sex;
      else profile.sex = 'male';
      if (options.willing !== undefined) profile.bridge_willing = options.willing;
      const res = await call(donor, 'PUT', '/api/auth/profile', profile);
      if (res.statusCode !== 200) throw new Error(`profile failed: ${res.body}`);
      return donor;
    },

    /** A donor who joins the bridge of `code` (200 expected). */
    async joiningDonor(code: string, options: DonorOptions = {}): Promise<Person> {
      const donor = await api.donor(options);
      const res = await api.join(donor, code);
      if (res.statusCode !== 200) throw new Error(`join failed: ${res.body}`);
      return donor;
    },

    /** `count` donors who join, one after another (join order is the planner's tie-break). */
    async donorsJoin(code: string, count: number, options: DonorOptions = {}): Promise<Person[]> {
      const out: Person[] = [];
      for (let i = 0; i < count; i += 1) out.push(await api.joiningDonor(code, options));
      return out;
    },
  };
  return api;
}
export type BridgeApi = ReturnType<typeof bridgeApi>;
