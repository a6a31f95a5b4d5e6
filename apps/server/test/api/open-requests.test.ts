import { todayIso } from '@raktsetu/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests, donors, patients } from '../../src/db/schema/index.ts';
import { listenerFor, openRequestsQueries } from '../../src/features/requests/open-requests.repository.ts';
import { createOpenRequestsView, type OpenRequestsView } from '../../src/features/requests/open-requests-view.ts';
import { createRequestsRepository } from '../../src/features/requests/requests.repository.ts';
import { donorListAnswers } from '../../src/features/requests/requests.routes.ts';
import type { RequestFilters } from '../../src/features/requests/request-list.repository.ts';
import { CENTRE, GROUP, networkApi, north, type Group, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const RADIUS_KM = 50;
const silent = { warn: () => undefined };

/** Waits until the view has read every change it heard (a notice arrives a moment after the commit). */
async function settled(view: OpenRequestsView) {
  for (let i = 0; i < 200 && !view.isCurrent(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(view.isCurrent()).toBe(true);
}

/**
 * The donor list from memory against the database's statement, and a donor's list as the API gives it right after
 * each kind of write. `other` stands for another server process: its own view, told only by the database.
 */
describe('the open requests view', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  let other: OpenRequestsView;
  /** False on an embedded database whose client cannot listen: no view, the list reads the database. */
  let viewWorks = true;
  const clock = createTestClock();
  const people: Person[] = [];
  const patientsMade: Person[] = [];
  const requestIds: string[] = [];
  const patientGroups: Group[] = ['B+', 'O-', 'AB+'];

  const repo = () => createRequestsRepository(t.database.db);
  const at = (km: number, east = 0) => ({ latitude: north(km).latitude, longitude: CENTRE.longitude + east / 105 });

  async function create(who: Person, body: Record<string, unknown>) {
    clock.advance(1_000);
    const group = GROUP[patientGroups[patientsMade.indexOf(who)]!];
    const res = await net.createRequest(who, {
      ...{ blood_group_id: group, component_id: 1, units_required: 1, urgency: 'Urgent', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.request_id as string;
    requestIds.push(id);
    return id;
  }

  /** Every donor × filters × page: the view's answer is the statement's, row for row. */
  async function expectSameEverywhere() {
    if (!viewWorks) return;
    await settled(other);
    const filterSets: RequestFilters[] = [
      {},
      { status: 'Open' },
      { status: 'In Progress' },
      { urgency: 'SOS' },
      { bloodGroupId: 3 },
      { nearbyKm: 15 },
      { urgency: 'Urgent', nearbyKm: 15 },
    ];
    const now = clock.now();
    let compared = 0;
    for (const donor of people) {
      for (const filters of filterSets) {
        for (const [limit, offset] of [
          [20, 0],
          [3, 0],
          [3, 3],
          [3, 6],
          [5, 40],
        ] as const) {
          const fromSql = await repo().listForDonor(donor.userId, RADIUS_KM, filters, limit, offset, now);
          const fromView = await other.listForDonor(donor.userId, RADIUS_KM, filters, limit, offset, now);
          if (!fromSql.donor) continue;
          expect(fromView, donor.name).not.toBeNull();
          const where = `${donor.name} ${JSON.stringify(filters)} ${limit}/${offset}`;
          expect(fromView!.rows, where).toEqual(fromSql.rows);
          expect(fromView!.total, where).toBe(fromSql.total);
          expect(fromView!.donor.latitude, where).toBe(fromSql.donor.latitude);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  }

  const listOf = async (who: Person, query = '') => {
    const res = await net.get(who, `/api/requests?page_size=50${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: Array<{ request_id: string; my_response: string | null }>;
      pagination: { total: number };
    };
  };
  const idsIn = async (who: Person, query = '') => (await listOf(who, query)).data.map((r) => r.request_id);

  beforeAll(async () => {
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    net = networkApi(t.app);
    const listen = listenerFor(t.database);
    viewWorks = listen !== undefined;
    other = createOpenRequestsView({
      queries: openRequestsQueries(t.database.db),
      listen: listen ?? (() => Promise.reject(new Error('cannot listen'))),
      log: silent,
    });
    if (viewWorks) await other.start();
    const groups: Group[] = ['B+', 'O-', 'A+', 'AB+', 'O+', 'B-', 'A-', 'AB-'];
    for (let i = 0; i < 12; i++) {
      const settings = i % 5 === 4 ? { is_available_for_sos: false } : {};
      people.push(await net.donor(groups[i % groups.length]!, at(i * 3.7, (i % 3) * 4), settings));
    }
    people.push(await net.donor('B+', null));
    for (const g of patientGroups) patientsMade.push(await net.patient(g));
    await t.database.db
      .update(patients)
      .set({ is_bombay_phenotype: true })
      .where(eq(patients.patient_id, patientsMade[2]!.userId));
  }, 120_000);
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  it('answers exactly as the statement: order, fields, paging and totals, over many donors and requests', async (ctx) => {
    if (!viewWorks) ctx.skip();
    for (let i = 0; i < 18; i++) {
      const who = patientsMade[i % 3]!;
      const urgency = i % 4 === 0 ? 'SOS' : i % 4 === 1 ? 'Scheduled' : 'Urgent';
      await create(who, { urgency, component_id: 1 + (i % 5), ...at((i * 2.9) % 40, (i % 4) * 3) });
    }
    await t.app.outbox.drain();
    // Widen two searches by hand, and answer some: the view hears the database, not the service.
    await t.database.db
      .update(bloodRequests)
      .set({ search_radius_km: 50 })
      .where(sql`${bloodRequests.request_id} in (${requestIds[2]}, ${requestIds[5]})`);
    for (const [donor, request] of [
      [0, 0],
      [1, 4],
      [3, 8],
    ] as const) {
      await net.respond(people[donor]!, requestIds[request]!, donor === 1 ? 'decline' : 'accept');
    }
    await expectSameEverywhere();
  }, 120_000);

  it('a new request, an accept, a cancel and a close show in the list at once, here and in the other view', async () => {
    const patient = patientsMade[0]!;
    const donor = people[0]!; // B+ at the centre
    const id = await create(patient, { urgency: 'SOS', ...CENTRE });
    expect(await idsIn(donor)).toContain(id);
    const accepted = await net.respond(donor, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const mine = (await listOf(donor)).data.find((r) => r.request_id === id);
    expect(mine?.my_response).toBe('accept');
    expect(await idsIn(donor, '&status=In%20Progress')).toContain(id);
    await expectSameEverywhere();

    const closed = await net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [donor.userId] });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await idsIn(donor)).not.toContain(id);

    const second = await create(patient, { urgency: 'Urgent', ...CENTRE });
    expect(await idsIn(people[1]!)).toContain(second); // O-, about 5 km away
    const cancelled = await net.setStatus(patient, second, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    for (const who of people) expect(await idsIn(who)).not.toContain(second);
    await expectSameEverywhere();
  }, 60_000);

  it("a donor's kept answer is theirs alone: the same bytes again, another donor's privacy, fresh after a change", async (ctx) => {
    if (!viewWorks) ctx.skip();
    const patient = patientsMade[0]!; // B+
    // Two new donors by the centre (the ones above have given blood or moved by now).
    const [giver, neighbour] = [await net.donor('B+', at(1)), await net.donor('O+', at(2))];
    const id = await create(patient, { urgency: 'Urgent', hospital_name: 'Kept Hospital', ...CENTRE });
    expect((await net.respond(giver, id, 'accept')).statusCode).toBe(200);
    const read = async (who: Person) => {
      const hits = donorListAnswers.stats().hits;
      const res = await net.get(who, '/api/requests?page_size=50');
      expect(res.statusCode, res.body).toBe(200);
      return { res, kept: donorListAnswers.stats().hits > hits };
    };
    /** Reads until the answer is a kept one (the view answers once it has read the last change). */
    const untilKept = async (who: Person) => {
      for (let i = 0; i < 200; i++) {
        const answer = await read(who);
        if (answer.kept) return answer.res;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error('never a kept answer');
    };
    const theirs = (res: { body: string }) =>
      (JSON.parse(res.body) as { data: Array<Record<string, unknown>> }).data.find((r) => r.request_id === id);
    const first = await untilKept(giver);
    await untilKept(neighbour);
    for (let i = 0; i < 2; i++) {
      const mine = await read(giver);
      expect(mine.kept).toBe(true);
      expect(mine.res.body).toBe(first.body);
      expect(theirs(mine.res)).toMatchObject({ hospital_name: 'Kept Hospital', my_response: 'accept' });
      const next = await read(neighbour);
      expect(next.kept).toBe(true);
      expect(theirs(next.res)).toMatchObject({ hospital_name: null, latitude: null, notes: null, my_response: null });
      expect(String(theirs(next.res)?.patient_name)).not.toContain(' ');
      expect(next.res.body).not.toContain('Kept Hospital');
    }
    const stranger = await t.app.inject({ method: 'GET', url: '/api/requests' });
    expect(stranger.statusCode).toBe(401);
    expect((await idsIn(patientsMade[1]!)).filter((r) => r === id)).toEqual([]);
    expect((await idsIn(people[8]!)).filter((r) => r === id)).toEqual([]); // B+, ~30 km away
    // Cancelled: gone from the very next answer of each, and from their kept answers after.
    expect((await net.setStatus(patient, id, { status: 'Cancelled' })).statusCode).toBe(200);
    for (const who of [giver, neighbour]) {
      expect(await idsIn(who)).not.toContain(id);
      expect(theirs(await untilKept(who))).toBeUndefined();
    }
  });

  it("a donor's move and eligibility change show at once; a move waits a day for older requests", async () => {
    const patient = patientsMade[0]!;
    const id = await create(patient, { urgency: 'Urgent', ...at(75) }); // no donor within 30 km of it
    const donor = people[8]!; // B+, about 30 km north
    expect(await idsIn(donor)).not.toContain(id);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/donors/${donor.userId}/location`,
      headers: { authorization: `Bearer ${donor.accessToken}` },
      payload: at(75.5),
    });
    expect(moved.statusCode).toBe(200);
    // Saved just now: requests older than the move reach the donor only once the place has settled (24 h).
    expect(await idsIn(donor)).not.toContain(id);
    await expectSameEverywhere();
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    await net.renew(...people, ...patientsMade);
    expect(await idsIn(donor)).toContain(id);
    await expectSameEverywhere();

    // Gave blood yesterday: not eligible, so nothing to answer.
    const yesterday = todayIso(new Date(clock.now().getTime() - 86_400_000));
    const gave = await t.app.inject({
      method: 'PUT',
      url: `/api/donors/${donor.userId}/settings`,
      headers: { authorization: `Bearer ${donor.accessToken}` },
      payload: { is_available_for_sos: true, last_donation_date: yesterday },
    });
    expect(gave.statusCode, gave.body).toBe(200);
    const list = await listOf(donor);
    expect(list.data).toEqual([]);
    expect(list.pagination.total).toBe(0);
    await expectSameEverywhere();

    // Written by hand, as another process would: the view hears it from the database.
    await t.database.db.update(donors).set({ last_donation_date: null }).where(eq(donors.donor_id, donor.userId));
    await new Promise((r) => setTimeout(r, 50));
    expect(await idsIn(donor)).toContain(id);
    await expectSameEverywhere();
  }, 60_000);

  it('stops answering while its listening connection is down, and answers again once it has reloaded', async () => {
    let lose: ((err?: unknown) => void) | undefined;
    const notices: Array<(text: string) => void> = [];
    const view = createOpenRequestsView({
      queries: openRequestsQueries(t.database.db),
      listen: async (_channel, onNotice, onLost) => {
        lose = onLost;
        notices.push(onNotice);
        return { close: async () => undefined };
      },
      log: silent,
    });
    await view.start();
    expect(view.isCurrent()).toBe(true);
    const donor = people[0]!;
    const now = clock.now();
    expect(await view.listForDonor(donor.userId, RADIUS_KM, {}, 20, 0, now)).not.toBeNull();
    lose!(new Error('gone'));
    expect(view.isCurrent()).toBe(false);
    expect(await view.listForDonor(donor.userId, RADIUS_KM, {}, 20, 0, now)).toBeNull();
    // Reconnects by itself after a backoff, then loads everything again.
    for (let i = 0; i < 300 && !view.isCurrent(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(view.isCurrent()).toBe(true);
    expect(notices).toHaveLength(2);
    await view.stop();
    expect(await view.listForDonor(donor.userId, RADIUS_KM, {}, 20, 0, now)).toBeNull();
  });
});
