import { randomUUID } from 'node:crypto';
import { todayIso } from '@raktsetu/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donors, patients, users } from '../../src/db/schema/index.ts';
import { accountApi, bearer, donorPayload } from '../support/accounts.ts';
import { GROUP, networkApi, type Group, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

type Point = { latitude: number; longitude: number };
type Result = {
  donor_id: string;
  is_available_for_sos: boolean;
  users: { full_name: string; city: string | null; state: string | null };
  bloodgroups: { group_name: string };
  distance_km_band: string;
  compatibility: 'exact' | 'compatible';
  eligible_now: boolean;
  eligible_from: string | null;
};

/** Searches one person may run in an hour in this file (low enough to reach in a test). */
const SEARCHES_PER_HOUR = 12;
const HOUR = 60 * 60 * 1000;

/** A test's own patch of country: each is ~200 km from the next, so no search reaches another test's donors. */
let nextArea = 0;
const area = (): Point => ({ latitude: 27, longitude: 70 + 2 * nextArea++ });

/** A point `kmNorth` north and `kmEast` east of `base`. */
function offset(base: Point, kmNorth: number, kmEast = 0): Point {
  const latitude = base.latitude + kmNorth / 111.195;
  return { latitude, longitude: base.longitude + kmEast / (111.195 * Math.cos((latitude * Math.PI) / 180)) };
}

/** 'YYYY-MM-DD' `days` after (negative: before) today in India. */
function day(days: number): string {
  const [y, m, d] = todayIso().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

describe('donor search: GET /api/donors', () => {
  let t: TestApp;
  let net: ReturnType<typeof networkApi>;
  const clock = createTestClock();

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      limits: { ...RELAXED_LIMITS, donorSearchesPerHour: SEARCHES_PER_HOUR },
      runWorker: false,
    });
    net = networkApi(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = (who: Person, query: Record<string, string | number | boolean> = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) params.set(k, String(v));
    return net.get(who, `/api/donors?${params}`);
  };

  async function found(who: Person, query: Record<string, string | number | boolean>): Promise<Result[]> {
    const res = await search(who, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Result[];
  }

  /** A donor with their own name (the network factory numbers its donors). */
  async function namedDonor(fullName: string, group: Group, at: Point): Promise<Person> {
    const person = await accountApi(t.app).signUp(
      donorPayload({ full_name: fullName, blood_group_id: GROUP[group], phone_number: '+91 99887 76655' }),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/donors/${person.userId}/location`,
      headers: bearer(person.accessToken),
      payload: at,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...person, name: fullName };
  }

  /** A signed-in account of a role nobody signs up for (made from a patient, then signed in again). */
  async function accountWithRole(role: 'BloodBankStaff' | 'Coordinator' | 'Admin'): Promise<Person> {
    const person = await net.patient('B+');
    await t.database.db.update(users).set({ user_type: role }).where(eq(users.user_id, person.userId));
    await net.renew(person);
    return person;
  }

  const ids = (results: Result[]) => results.map((r) => r.donor_id);

  describe('who may search', () => {
    it('refuses a stranger with 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/donors?blood_group=O%2B&city=Pune' });
      expect(res.statusCode).toBe(401);
    });

    it('refuses a donor, blood-bank staff and a coordinator with 403 and their own reason, and lets a patient and an admin search', async () => {
      const centre = area();
      const listed = await net.donor('O+', offset(centre, 1));
      const donor = await net.donor('O+', offset(centre, 2));
      const staff = await accountWithRole('BloodBankStaff');
      const coordinator = await accountWithRole('Coordinator');
      const admin = await accountWithRole('Admin');
      const patient = await net.patient('O+');
      const query = { blood_group: 'O+', ...centre };

      const asDonor = await search(donor, query);
      expect(asDonor.statusCode).toBe(403);
      expect(asDonor.json().message).toMatch(/donors cannot list other donors/);
      const asStaff = await search(staff, query);
      expect(asStaff.statusCode).toBe(403);
      expect(asStaff.json().message).toMatch(/Blood-bank staff keep their bank's stock current/);
      const asCoordinator = await search(coordinator, query);
      expect(asCoordinator.statusCode).toBe(403);
      expect(asCoordinator.json().message).toMatch(/Coordinators reach donors through the Blood Bridges/);

      expect(ids(await found(patient, query))).toEqual([listed.userId, donor.userId]);
      expect(ids(await found(admin, query))).toEqual([listed.userId, donor.userId]);
    });
  });

  describe('ranking', () => {
    it('lists the exact group first, then compatible groups by rank; eligible, then available, then nearest', async () => {
      const centre = area();
      const exactNear = await net.donor('B+', offset(centre, 3));
      const exactFar = await net.donor('B+', offset(centre, 6));
      const exactUnavailable = await net.donor('B+', offset(centre, 0.5), { is_available_for_sos: false });
      const gaveRecently = await net.donor('B+', offset(centre, 1), { last_donation_date: day(-30) });
      const oNeg = await net.donor('O-', offset(centre, 0.2));
      const bNeg = await net.donor('B-', offset(centre, 4));
      const oPos = await net.donor('O+', offset(centre, 2));
      const incompatible = await net.donor('A+', offset(centre, 1));
      const unfit = await net.donor('B+', offset(centre, 1.5));
      await t.database.db.update(donors).set({ weight_kg: 40 }).where(eq(donors.donor_id, unfit.userId));
      const patient = await net.patient('B+');

      const results = await found(patient, { blood_group: 'B+', ...centre });
      // B+ red cells come from B+, then B-, O+, O- (docs/product.md, clinical rules).
      expect(ids(results)).toEqual([
        exactNear.userId,
        exactFar.userId,
        exactUnavailable.userId,
        gaveRecently.userId,
        bNeg.userId,
        oPos.userId,
        oNeg.userId,
      ]);
      expect(ids(results)).not.toContain(incompatible.userId);
      expect(ids(results)).not.toContain(unfit.userId);
      expect(results.map((r) => r.compatibility)).toEqual([
        'exact',
        'exact',
        'exact',
        'exact',
        'compatible',
        'compatible',
        'compatible',
      ]);
      const recent = results.find((r) => r.donor_id === gaveRecently.userId)!;
      // Whole blood, sex not given: 90 days after the last donation.
      expect(recent).toMatchObject({ eligible_now: false, eligible_from: day(60) });
      expect(results.filter((r) => r.donor_id !== gaveRecently.userId).every((r) => r.eligible_now)).toBe(true);
      expect(results.filter((r) => r.donor_id !== gaveRecently.userId).every((r) => r.eligible_from === null)).toBe(
        true,
      );
    });

    it('shows at most 50 donors and says when more matched', async () => {
      const centre = area();
      const { db } = t.database;
      const made = await db
        .insert(users)
        .values(
          Array.from({ length: 51 }, (_, i) => ({
            email: `bulk-${i}-${randomUUID()}@example.test`,
            password_hash: 'not-a-hash',
            phone_number: '+91 90000 00000',
            full_name: `Bulk Donor${i}`,
            user_type: 'Donor',
          })),
        )
        .returning({ id: users.user_id });
      await db
        .insert(donors)
        .values(
          made.map((u, i) => ({ donor_id: u.id, blood_group_id: GROUP['AB+'], ...offset(centre, 0.05 + i / 6) })),
        );
      const patient = await net.patient('AB+');

      const res = await search(patient, { blood_group: 'AB+', ...centre });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(50);
      expect(res.json().search.truncated).toBe(true);
      // One every 1/6 km from 50 m out. Distances count from grid points 0.02° (2.22 km) apart going north, so
      // those up to 5.56 km out (on the points at 0, 2.22 and 4.45 km) are within 5 km: 34 of them.
      const fewer = await search(patient, { blood_group: 'AB+', ...centre, radius: 5 });
      expect(fewer.json().search.truncated).toBe(false);
      expect(fewer.json().data).toHaveLength(34);
    });
  });

  describe('privacy', () => {
    it('gives a first name and initial, town, group, band and availability: no phone, e-mail, position or km', async () => {
      const centre = area();
      const asha = await namedDonor('Asha Kulkarni', 'O-', offset(centre, 3));
      const ravi = await namedDonor('Ravi', 'O-', offset(centre, 7));
      const patient = await net.patient('O-');

      const res = await search(patient, { blood_group: 'O-', ...centre });
      expect(res.statusCode).toBe(200);
      const results = res.json().data as Array<Record<string, unknown>>;
      for (const r of results) {
        expect(Object.keys(r).sort()).toEqual(
          [
            'bloodgroups',
            'distance_km_band',
            'compatibility',
            'donor_id',
            'eligible_from',
            'eligible_now',
            'is_available_for_sos',
            'users',
          ].sort(),
        );
        expect(Object.keys(r.users as object).sort()).toEqual(['city', 'full_name', 'state']);
        expect(Object.keys(r.bloodgroups as object)).toEqual(['group_name']);
      }
      expect(results).toEqual([
        expect.objectContaining({
          donor_id: asha.userId,
          users: { full_name: 'Asha K.', city: 'Pune', state: 'Maharashtra' },
          bloodgroups: { group_name: 'O-' },
          distance_km_band: 'under 5 km',
          is_available_for_sos: true,
        }),
        expect.objectContaining({ donor_id: ravi.userId, users: expect.objectContaining({ full_name: 'Ravi' }) }),
      ]);
      expect(results[1]!.distance_km_band).toBe('5–10 km');
      for (const secret of [
        '99887',
        asha.email,
        'Kulkarni',
        'latitude',
        'longitude',
        'distance_km"',
        'phone',
        'email',
      ]) {
        expect(res.body).not.toContain(secret);
      }
    });

    it('cannot place a donor more finely than a ~2 km grid square, from any centres, radii or bands', async () => {
      // area() is a grid point (whole degrees); both homes fall in its square, 1.1 km apart.
      const corner = area();
      const southWest = await net.donor('A-', offset(corner, -0.4, -0.4));
      const northEast = await net.donor('A-', offset(corner, 0.4, 0.4));
      const patient = await net.patient('A-');
      const pair = [southWest.userId, northEast.userId].sort();

      // Each centre puts a radius or band edge between the two homes (4.5 km from one, 5.3 km from the other),
      // or one home clearly nearer: exact distances would list one without the other, band them apart, or
      // order them by distance.
      const attempts = [
        { ...offset(corner, -4.9), radius: 5 },
        { ...offset(corner, 0, -4.9), radius: 5 },
        { ...offset(corner, 4.9), radius: 10 },
        { ...offset(corner, 0, 4.9), radius: 10 },
        { ...offset(corner, -9.9), radius: 10 },
        { ...offset(corner, 3, 3), radius: 5 },
        { ...offset(corner, -3, -3), radius: 5 },
      ];
      for (const centre of attempts) {
        const results = await found(patient, { blood_group: 'A-', ...centre });
        expect(ids(results), JSON.stringify(centre)).toEqual(pair);
        expect(new Set(results.map((r) => r.distance_km_band)).size, JSON.stringify(centre)).toBe(1);
      }
    });

    it('never lists the searcher, nor a donor with no saved location', async () => {
      const centre = area();
      const patient = await net.patient('A+');
      // The searcher's own saved location sits at the centre, in the group searched.
      await t.database.db.insert(donors).values({ donor_id: patient.userId, blood_group_id: GROUP['A+'], ...centre });
      const noLocation = await net.donor('A+', null);
      await t.database.db.update(users).set({ city: 'Pune' }).where(eq(users.user_id, noLocation.userId));
      const other = await net.donor('A+', offset(centre, 1));

      const results = await found(patient, { blood_group: 'A+', ...centre });
      expect(ids(results)).toEqual([other.userId]);
    });
  });

  describe('radius', () => {
    it('is 10 km by default; a donor 12 km away is found at 25 km but not at 10', async () => {
      const centre = area();
      const at12 = await net.donor('A-', offset(centre, 12));
      const patient = await net.patient('A-');

      const byDefault = await search(patient, { blood_group: 'A-', ...centre });
      expect(byDefault.json().search.radius_km).toBe(10);
      expect(ids(byDefault.json().data)).not.toContain(at12.userId);
      expect(ids(await found(patient, { blood_group: 'A-', ...centre, radius: 10 }))).toEqual([]);
      const at25 = await found(patient, { blood_group: 'A-', ...centre, radius: 25 });
      expect(ids(at25)).toEqual([at12.userId]);
      expect(at25[0]!.distance_km_band).toBe('10–25 km');
    });

    it('takes each of 5, 10, 25 and 50 km, and refuses any other radius with a clear 400', async () => {
      const centre = area();
      const at = await Promise.all([4, 8, 20, 45].map((km) => net.donor('B-', offset(centre, 0, km))));
      const patient = await net.patient('B-');

      for (const [i, radius] of [5, 10, 25, 50].entries()) {
        const res = await search(patient, { blood_group: 'B-', ...centre, radius });
        expect(res.statusCode).toBe(200);
        expect(res.json().search.radius_km).toBe(radius);
        expect(ids(res.json().data)).toEqual(at.slice(0, i + 1).map((p) => p.userId));
      }
      const bad = await search(patient, { blood_group: 'B-', ...centre, radius: 7 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/radius must be one of 5, 10, 25, 50 \(km\)/);
    });
  });

  describe('the centre', () => {
    it('uses the browser position before a city, a city before the saved location, the saved location before the profile town', async () => {
      const browser = area();
      const saved = area();
      const nearBrowser = await net.donor('AB-', offset(browser, 1));
      // Nagpur's bundled centre is 21.14631, 79.08491; Aurangabad (Maharashtra) is at 19.87757, 75.34226.
      const nearNagpur = await net.donor('AB-', { latitude: 21.15, longitude: 79.09 });
      const nearAurangabad = await net.donor('AB-', { latitude: 19.88, longitude: 75.34 });
      const nearSaved = await net.donor('AB-', offset(saved, 1));
      const patient = await net.patient('AB-', { city: 'Nagpur', state: 'Maharashtra' });

      const fromProfile = await search(patient, { blood_group: 'AB-' });
      expect(fromProfile.json().search.center).toEqual({ source: 'profile_city', label: 'Nagpur' });
      expect(ids(fromProfile.json().data)).toEqual([nearNagpur.userId]);

      await t.database.db.insert(donors).values({ donor_id: patient.userId, blood_group_id: GROUP['AB-'], ...saved });
      const fromSaved = await search(patient, { blood_group: 'AB-' });
      expect(fromSaved.json().search.center).toEqual({ source: 'saved_location', label: null });
      expect(ids(fromSaved.json().data)).toEqual([nearSaved.userId]);

      // Any letter case; of the two Aurangabads the more populous (Maharashtra) is meant.
      const fromCity = await search(patient, { blood_group: 'AB-', city: 'aurangabad' });
      expect(fromCity.json().search.center).toEqual({ source: 'city', label: 'Aurangabad' });
      expect(ids(fromCity.json().data)).toEqual([nearAurangabad.userId]);

      const fromBrowser = await search(patient, { blood_group: 'AB-', city: 'Aurangabad', ...browser });
      expect(fromBrowser.json().search.center).toEqual({ source: 'browser', label: null });
      expect(ids(fromBrowser.json().data)).toEqual([nearBrowser.userId]);
    });

    it('refuses an unknown town, and a search with no centre at all, with a clear 400', async () => {
      const patient = await net.patient('O+', { city: 'Nowhereville', state: 'Maharashtra' });
      const unknown = await search(patient, { blood_group: 'O+', city: 'Puneeee' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(
        `We couldn't find the town "Puneeee". Check the spelling or share your location.`,
      );
      const none = await search(patient, { blood_group: 'O+' });
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/Choose a city or share your location/);
      const onlyLatitude = await search(patient, { blood_group: 'O+', latitude: 27 });
      expect(onlyLatitude.statusCode).toBe(400);
    });
  });

  describe('the group', () => {
    it("uses the patient's own group when none is given, and asks for one when the profile has none", async () => {
      const centre = area();
      const donor = await net.donor('O-', offset(centre, 1));
      const patient = await net.patient('O-');
      const own = await search(patient, centre);
      expect(own.statusCode).toBe(200);
      expect(own.json().search).toMatchObject({ blood_group: 'O-', component_id: 1 });
      expect(ids(own.json().data)).toEqual([donor.userId]);

      await t.database.db.update(patients).set({ blood_group_id: null }).where(eq(patients.patient_id, patient.userId));
      const none = await search(patient, centre);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/Choose the blood group you need/);
    });

    it('follows the component: plasma for an O patient comes from any group, red cells only from O', async () => {
      const centre = area();
      const ab = await net.donor('AB+', offset(centre, 1));
      const o = await net.donor('O+', offset(centre, 2));
      const patient = await net.patient('O+');

      const plasma = await found(patient, { blood_group: 'O+', component_id: 4, ...centre });
      expect(ids(plasma)).toEqual([o.userId, ab.userId]);
      expect(plasma.map((r) => r.compatibility)).toEqual(['exact', 'compatible']);
      const redCells = await found(patient, { blood_group: 'O+', component_id: 1, ...centre });
      expect(ids(redCells)).toEqual([o.userId]);
    });

    it('gives a Bombay (hh) patient searching their own group only Bombay donors', async () => {
      const centre = area();
      const ordinary = await net.donor('O+', offset(centre, 1));
      const bombay = await net.donor('O+', offset(centre, 2));
      await t.database.db.update(donors).set({ is_bombay_phenotype: true }).where(eq(donors.donor_id, bombay.userId));
      const patient = await net.patient('O+');
      await t.database.db
        .update(patients)
        .set({ is_bombay_phenotype: true })
        .where(eq(patients.patient_id, patient.userId));

      expect(ids(await found(patient, centre))).toEqual([bombay.userId]);
      // For someone else's group (a relative's, say) the ordinary rules apply.
      expect(ids(await found(patient, { blood_group: 'AB+', ...centre }))).toEqual([ordinary.userId, bombay.userId]);
    });
  });

  it('filters on "Available for SOS" when asked, and lists both otherwise', async () => {
    const centre = area();
    const on = await net.donor('A+', offset(centre, 1));
    const off = await net.donor('A+', offset(centre, 2), { is_available_for_sos: false });
    const patient = await net.patient('A+');
    const query = { blood_group: 'A+', ...centre };

    expect(ids(await found(patient, { ...query, is_available_for_sos: true }))).toEqual([on.userId]);
    const offOnly = await found(patient, { ...query, is_available_for_sos: false });
    expect(ids(offOnly)).toEqual([off.userId]);
    expect(offOnly[0]!.is_available_for_sos).toBe(false);
    expect(ids(await found(patient, query))).toEqual([on.userId, off.userId]);
  });

  it(`allows ${SEARCHES_PER_HOUR} searches an hour, then 429 saying when and where else to turn`, async () => {
    const centre = area();
    const patient = await net.patient('B+');
    const other = await net.patient('B+');
    for (let i = 0; i < SEARCHES_PER_HOUR; i++) {
      expect((await search(patient, { blood_group: 'B+', ...centre })).statusCode).toBe(200);
    }
    const refused = await search(patient, { blood_group: 'B+', ...centre });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.json().message).toMatch(/You can search again in (a minute|\d+ minutes)/);
    expect(refused.json().message).toMatch(/call 112/);
    expect(refused.json().message).toContain('Blood Banks directory');
    expect(refused.json().message).not.toContain('/app/');
    // The limit is per person: someone else still searches.
    expect((await search(other, { blood_group: 'B+', ...centre })).statusCode).toBe(200);

    clock.advance(HOUR + 1000);
    await net.renew(patient);
    expect((await search(patient, { blood_group: 'B+', ...centre })).statusCode).toBe(200);
  });
});
