import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodBankStaff, bloodStock, bloodStockChanges } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { CENTRE, GROUP, networkApi, north, type Group, type Person } from '../support/network.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const WHOLE_BLOOD = 1;
const PRBC = 2;
const PLASMA = 4;
const ONLY_STAFF = "Only this blood bank's staff can update its stock.";

type Line = { blood_group_id: number; component_id: number; units_available: number };
const line = (group: Group, componentId: number, units: number): Line => ({
  blood_group_id: GROUP[group],
  component_id: componentId,
  units_available: units,
});

async function setUp() {
  const clock = createTestClock();
  const t = await createTestApp({ clock, limits: RELAXED_LIMITS });
  const db = t.database.db;
  const bankA = await bankId(db, 'Global Hospital Blood Bank', 'Mumbai');
  const bankB = await bankId(db, 'Ashirwad Blood Bank', 'Mumbai');
  const staffA = await commandAccount(t.app, db, 'BloodBankStaff', { bank: bankA, name: 'Sunita Rao' });
  return { clock, t, db, bankA, bankB, staffA, net: networkApi(t.app) };
}

function calls(t: TestApp) {
  const as = (who: { accessToken: string } | null) => (who ? bearer(who.accessToken) : {});
  return {
    put: (who: { accessToken: string } | null, bank: number, items: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/blood-banks/${bank}/stock`, headers: as(who), payload: { items } }),
    importCsv: (who: { accessToken: string } | null, bank: number, csv: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/blood-banks/${bank}/stock/import`,
        headers: as(who),
        payload: { csv },
      }),
    get: (who: { accessToken: string } | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) }),
  };
}

describe('bank staff keep their stock current', () => {
  let clock: TestClock;
  let t: TestApp;
  let bankA: number;
  let bankB: number;
  let staffA: StaffPerson;
  let staffB: StaffPerson;
  let admin: StaffPerson;
  let patient: Person;
  let donor: Person;
  let api: ReturnType<typeof calls>;

  const stock = () =>
    t.database.db
      .select()
      .from(bloodStock)
      .where(eq(bloodStock.bank_id, bankA))
      .orderBy(asc(bloodStock.blood_group_id), asc(bloodStock.component_id));
  const audit = () =>
    t.database.db
      .select()
      .from(bloodStockChanges)
      .where(eq(bloodStockChanges.bank_id, bankA))
      .orderBy(desc(bloodStockChanges.change_id));

  beforeAll(async () => {
    const s = await setUp();
    ({ clock, t, bankA, bankB, staffA } = s);
    staffB = await commandAccount(t.app, s.db, 'BloodBankStaff', { bank: bankB });
    admin = await commandAccount(t.app, s.db, 'Admin');
    patient = await s.net.patient('B+');
    donor = await s.net.donor('O-', CENTRE);
    api = calls(t);
  });
  afterAll(() => t.close());

  it('shows staff their bank, and nobody else has one', async () => {
    const res = await api.get(staffA, '/api/blood-banks/mine');
    expect(res.statusCode).toBe(200);
    const { bank, stock: items } = res.json().data;
    expect(bank).toMatchObject({ bank_id: bankA, name: 'Global Hospital Blood Bank', city: 'Mumbai' });
    expect(bank.stock_summary).toEqual({ groups_in_stock: [], last_updated: null, freshness: 'unknown' });
    expect(items).toEqual([]);
    for (const who of [patient, donor, admin]) {
      const refused = await api.get(who, '/api/blood-banks/mine');
      expect(refused.statusCode).toBe(403);
    }
    expect((await api.get(null, '/api/blood-banks/mine')).statusCode).toBe(401);
  });

  it("saves the bank's figures, audits each change with who and before/after", async () => {
    const res = await api.put(staffA, bankA, [line('O-', WHOLE_BLOOD, 3), line('B+', PRBC, 10)]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Stock updated', changed: 2 });
    const items = res.json().data;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      blood_group: { group_name: 'B+' },
      component: { component_name: 'Packed Red Blood Cells' },
      units_available: 10,
      freshness: 'fresh',
    });
    const trail = await audit();
    expect(trail).toHaveLength(2);
    for (const row of trail) {
      expect(row).toMatchObject({ units_before: null, changed_by: staffA.userId, changed_by_name: 'Sunita Rao' });
      expect(row.source).toBe('grid');
    }
    const mine = (await api.get(staffA, '/api/blood-banks/mine')).json().data;
    expect(mine.bank.stock_summary).toMatchObject({ groups_in_stock: ['B+', 'O-'], freshness: 'fresh' });
  });

  it('renews the time of a figure sent unchanged (confirmed) without auditing it', async () => {
    clock.advance(60_000);
    const res = await api.put(staffA, bankA, [line('O-', WHOLE_BLOOD, 3), line('B+', PRBC, 12)]);
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(1);
    for (const row of await stock()) expect(row.last_updated.getTime()).toBe(clock.now().getTime());
    const [latest, ...older] = await audit();
    expect(older).toHaveLength(2);
    expect(latest).toMatchObject({ blood_group_id: GROUP['B+'], units_before: 10, units_after: 12, source: 'grid' });
  });

  it("refuses everyone but this bank's staff with a 403 (a stranger 401), and nothing changes", async () => {
    const before = await stock();
    for (const who of [staffB, patient, donor, admin]) {
      const res = await api.put(who, bankA, [line('O-', WHOLE_BLOOD, 99)]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ONLY_STAFF);
      const csv = await api.importCsv(who, bankA, 'blood_group,component,units_available\nO-,1,99\n');
      expect(csv.statusCode).toBe(403);
      expect((await api.get(who, `/api/blood-banks/${bankA}/stock/history`)).statusCode).toBe(403);
    }
    expect((await api.put(null, bankA, [line('O-', WHOLE_BLOOD, 99)])).statusCode).toBe(401);
    expect((await api.put(staffA, bankB, [line('O-', WHOLE_BLOOD, 99)])).statusCode).toBe(403);
    expect(await stock()).toEqual(before);
  });

  it('refuses a signed-in staff member at once when moved to another bank or unlinked, with the same access token', async () => {
    const moving = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank: bankA, name: 'Kiran Mehta' });
    expect((await api.put(moving, bankA, [line('AB-', PLASMA, 1)])).statusCode).toBe(200);
    const before = await stock();
    const trail = (await audit()).length;

    await t.database.db.update(bloodBankStaff).set({ bank_id: bankB }).where(eq(bloodBankStaff.user_id, moving.userId));
    expect((await api.put(moving, bankA, [line('AB-', PLASMA, 9)])).statusCode).toBe(403);
    expect((await api.get(moving, `/api/blood-banks/${bankA}/stock/history`)).statusCode).toBe(403);
    expect((await api.get(moving, '/api/blood-banks/mine')).json().data.bank.bank_id).toBe(bankB);

    await t.database.db.delete(bloodBankStaff).where(eq(bloodBankStaff.user_id, moving.userId));
    for (const bank of [bankA, bankB]) {
      expect((await api.put(moving, bank, [line('AB-', PLASMA, 9)])).statusCode).toBe(403);
      const csv = await api.importCsv(moving, bank, 'blood_group,component,units_available\nAB-,4,9\n');
      expect(csv.statusCode).toBe(403);
    }
    expect((await api.get(moving, '/api/blood-banks/mine')).statusCode).toBe(403);
    expect(await stock()).toEqual(before);
    expect(await audit()).toHaveLength(trail);
  });

  it('refuses negative, fractional, absurd, repeated, empty and oversized saves with a 400, and nothing changes', async () => {
    const before = await stock();
    const trail = (await audit()).length;
    const cases: Array<[unknown, RegExp]> = [
      [[line('O-', WHOLE_BLOOD, -1)], /whole number from 0 to 5000/],
      [[line('O-', WHOLE_BLOOD, 1.5)], /whole number from 0 to 5000/],
      [[line('O-', WHOLE_BLOOD, 5001)], /whole number from 0 to 5000/],
      [[line('O-', WHOLE_BLOOD, 2), line('O-', WHOLE_BLOOD, 4)], /only once/],
      [[], /at least one stock figure/],
      [Array.from({ length: 41 }, (_, i) => line('A+', (i % 5) + 1, i)), /At most 40/],
    ];
    for (const [items, message] of cases) {
      const res = await api.put(staffA, bankA, items);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toMatch(message);
    }
    expect(await stock()).toEqual(before);
    expect(await audit()).toHaveLength(trail);
  });

  it('imports a CSV (groups with any minus, components by name or number) and audits it as csv', async () => {
    const csv = 'Blood_Group,component,units_available\r\nO−,whole blood,5\r\nAB+,3,2\r\nA neg,Plasma,0\r\n';
    const res = await api.importCsv(staffA, bankA, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toBe(3);
    const rows = await stock();
    expect(rows.find((r) => r.blood_group_id === GROUP['O-'] && r.component_id === WHOLE_BLOOD)?.units_available).toBe(
      5,
    );
    expect(rows.find((r) => r.blood_group_id === GROUP['A-'] && r.component_id === PLASMA)?.units_available).toBe(0);
    const [latest] = await audit();
    expect(latest?.source).toBe('csv');
  });

  it('refuses a CSV with any bad line, naming each line, and writes nothing', async () => {
    const before = await stock();
    const trail = (await audit()).length;
    const csv = [
      'blood_group,component,units_available',
      'O+,Whole Blood,7',
      'Q+,Whole Blood,1',
      'B-,Blood soup,1',
      'A+,Platelets,-2',
      'O+,1,3',
    ].join('\n');
    const res = await api.importCsv(staffA, bankA, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(
      /^Line 3: "Q\+" is not a blood group.*and 3 more lines with problems.*Nothing was saved/,
    );
    expect(res.json().details.map((d: { message: string }) => d.message.split(':')[0])).toEqual([
      'Line 3',
      'Line 4',
      'Line 5',
      'Line 6',
    ]);
    expect(res.json().details[3].message).toMatch(/O\+ Whole Blood is already on line 2/);
    const header = await api.importCsv(staffA, bankA, 'group,units\nO+,1\n');
    expect(header.json().message).toMatch(/^Line 1: the header must be blood_group,component,units_available/);
    // A column named twice (an old and a new count, say) is refused, not read from whichever came last.
    for (const repeated of [
      'blood_group,component,units_available,units_available\nO-,1,3,30\n',
      'blood_group,component,units_available,Units_Available \nO-,1,3,30\n',
    ]) {
      const twice = await api.importCsv(staffA, bankA, repeated);
      expect(twice.statusCode, twice.body).toBe(400);
      expect(twice.json().message).toMatch(/^Line 1: the header names "units_available" twice/);
    }
    const empty = await api.importCsv(staffA, bankA, 'blood_group,component,units_available\n');
    expect(empty.statusCode).toBe(400);
    const tooMany = ['blood_group,component,units_available', ...Array.from({ length: 41 }, () => 'O+,1,1')];
    expect((await api.importCsv(staffA, bankA, tooMany.join('\n'))).json().message).toMatch(/at most 40/);
    expect(await stock()).toEqual(before);
    expect(await audit()).toHaveLength(trail);
  });

  it('pages the audit trail newest first', async () => {
    const total = (await audit()).length;
    const first = await api.get(staffA, `/api/blood-banks/${bankA}/stock/history?page=1&page_size=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().pagination).toEqual({ page: 1, page_size: 2, total });
    const second = (await api.get(staffA, `/api/blood-banks/${bankA}/stock/history?page=2&page_size=2`)).json();
    const ids = [...first.json().data, ...second.data].map((c: { change_id: number }) => c.change_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(4);
    expect(first.json().data[0]).toMatchObject({ changed_by: 'Sunita Rao', source: 'csv' });
    const oldest = (await api.get(staffA, `/api/blood-banks/${bankA}/stock/history?page=${total}&page_size=1`)).json();
    expect(oldest.data[0]).toMatchObject({ units_before: null, source: 'grid' });
    const bad = await api.get(staffA, `/api/blood-banks/${bankA}/stock/history?page_size=500`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('new stock tells patients with an open request nearby', () => {
  let clock: TestClock;
  let t: TestApp;
  let bankA: number;
  let staffA: StaffPerson;
  let net: ReturnType<typeof networkApi>;
  let api: ReturnType<typeof calls>;

  const ask = async (who: Person, at: { latitude: number; longitude: number }, group: Group = 'B+') => {
    const body = {
      blood_group_id: GROUP[group],
      component_id: WHOLE_BLOOD,
      units_required: 1,
      urgency: 'Urgent',
      ...at,
    };
    const res = await net.createRequest(who, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data.request_id as string;
  };
  const stockNotices = async (who: Person) => {
    const res = await net.get(who, '/api/notifications?limit=200');
    return (res.json().data as Array<{ kind: string; request_id: string; title: string; message: string }>).filter(
      (n) => n.kind === 'stock_available',
    );
  };
  const save = async (items: Line[]) => {
    const res = await api.put(staffA, bankA, items);
    if (res.statusCode !== 200) throw new Error(res.body);
    await t.app.outbox.drain();
  };

  beforeAll(async () => {
    const s = await setUp();
    ({ clock, t, bankA, staffA, net } = s);
    api = calls(t);
  });
  afterAll(() => t.close());

  it('notifies once per request and bank, only compatible, open and near requests, only when stock appears', async () => {
    const near = await net.patient('B+');
    const nearId = await ask(near, CENTRE);
    const far = await net.patient('B+');
    await ask(far, north(80));
    const needsO = await net.patient('O-');
    const needsOId = await ask(needsO, CENTRE, 'O-');
    const giver = await net.donor('O-', CENTRE);
    clock.advance(1_000); // a request made after the donor saved their place
    const done = await net.patient('B+');
    const doneId = await ask(done, CENTRE);
    const accepted = await net.respond(giver, doneId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await net.setStatus(done, doneId, { status: 'Fulfilled', donor_ids: [giver.userId] })).statusCode).toBe(
      200,
    );

    // A+ red cells suit neither a B+ nor an O- patient.
    await save([line('A+', WHOLE_BLOOD, 4)]);
    expect(await stockNotices(near)).toEqual([]);
    expect(await stockNotices(needsO)).toEqual([]);

    await save([line('O-', WHOLE_BLOOD, 3)]);
    const [notice, ...more] = await stockNotices(near);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ request_id: nearId, title: 'Blood in stock nearby' });
    expect(notice?.message).toMatch(/^O- Whole Blood now in stock at Global Hospital Blood Bank · \d+(\.\d)? km away/);
    expect((await stockNotices(needsO)).map((n) => n.request_id)).toEqual([needsOId]);
    expect(await stockNotices(far)).toEqual([]);
    expect(await stockNotices(done)).toEqual([]);

    // Stock that stays above 0 is no news; stock that runs out and comes back is, once per request and bank.
    const late = await net.patient('B+');
    await ask(late, CENTRE);
    await save([line('O-', WHOLE_BLOOD, 5)]);
    expect(await stockNotices(late)).toEqual([]);
    await save([line('O-', WHOLE_BLOOD, 0)]);
    await save([line('O-', WHOLE_BLOOD, 2)]);
    expect(await stockNotices(late)).toHaveLength(1);
    expect(await stockNotices(near)).toHaveLength(1);
  });
});
