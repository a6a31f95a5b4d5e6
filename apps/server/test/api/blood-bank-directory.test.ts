import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEA, directoryStock, seaNorth } from '../support/directory-stock.ts';
import { GROUP } from '../support/network.ts';
import { createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const HOUR = 60 * 60 * 1000; // ms
const DAY = 24 * HOUR;

interface Bank {
  bank_id: number;
  name: string;
  city: string | null;
  state: string;
  category: string | null;
  distance_km: number | null;
  stock_summary: { groups_in_stock: string[]; last_updated: string | null; freshness: string };
  stock_match: {
    group_name: string;
    component_name: string;
    units_available: number | null;
    last_updated: string | null;
    freshness: string;
    exact: boolean;
  } | null;
}

describe('the public blood-bank directory', () => {
  let t: TestApp;
  let clock: TestClock;
  let start: Date;
  const ago = (ms: number) => new Date(start.getTime() - ms);
  const ids: Record<string, number> = {};

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const query = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  async function search(params: Record<string, string | number>): Promise<Bank[]> {
    const res = await get(`/api/public-data/blood-banks?${query(params)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const names = (banks: Bank[]) => banks.map((b) => b.name);

  beforeAll(async () => {
    clock = createTestClock();
    start = clock.now();
    t = await createTestApp({ clock, runWorker: false });
    const banks = directoryStock(t.database.db);
    const add = async (key: string, bank: Parameters<typeof banks.bank>[0]) => (ids[key] = await banks.bank(bank));

    // Filters.
    await add('qwxyz', {
      name: 'Qwxyz Lifeline Blood Centre',
      city: 'Zedpur',
      state: 'Filterland',
      category: 'Private',
    });
    await add('cityHospital', { name: 'City Hospital Blood Bank', city: 'Zedpura Nagar', state: 'Filterland' });
    await add('oldTown', {
      name: 'Old Town Blood Bank',
      city: 'Oldzedpur',
      state: 'Filterland',
      category: 'Charitable/Voluntary',
    });
    await add('otherState', { name: 'Another Bank', city: 'Zedpur', state: 'Otherland' });

    // Radius.
    await add('radiusCentre', { name: 'Radius Centre', city: 'Radiuspur', at: SEA });
    await add('radiusTwelve', { name: 'Radius Twelve', city: 'Radiuspur', at: seaNorth(12) });
    await add('radiusNowhere', { name: 'Radius Nowhere', city: 'Radiuspur', at: null });

    // A town list: the bank whose staff keep stock current comes first, whatever its name.
    await add('keptAardvark', { name: 'Aardvark Blood Bank', city: 'Keptpur' });
    await add('keptZebra', { name: 'Zebra Blood Bank', city: 'Keptpur' });
    await add('keptOld', { name: 'Middle Blood Bank', city: 'Keptpur' });
    await banks.stock(ids.keptZebra!, [{ group: GROUP['B+'], units: 2, updated: ago(HOUR) }]);
    await banks.stock(ids.keptOld!, [{ group: GROUP['B+'], units: 2, updated: ago(9 * DAY) }]);

    // Stock ranking for an A+ patient (Whole Blood): compatible are A+, A-, O+, O-.
    const rank = (name: string, km: number) => add(name, { name, city: 'Rankpur', at: seaNorth(km) });
    await rank('Compatible Near', 1);
    await banks.stock(ids['Compatible Near']!, [{ group: GROUP['O+'], units: 10, updated: ago(HOUR) }]);
    await rank('Exact Far', 8);
    await banks.stock(ids['Exact Far']!, [
      { group: GROUP['A+'], units: 5, updated: ago(2 * DAY) },
      { group: GROUP['O-'], units: 7, updated: ago(HOUR) },
    ]);
    await rank('Fresh Over Stale', 3);
    await banks.stock(ids['Fresh Over Stale']!, [
      { group: GROUP['O+'], units: 9, updated: ago(3 * DAY) },
      { group: GROUP['O-'], units: 1, updated: ago(2 * HOUR) },
    ]);
    await rank('Unknown Near', 2);
    await banks.stock(ids['Unknown Near']!, [{ group: GROUP['A+'], units: 6, updated: ago(8 * DAY) }]);
    await rank('No Rows', 4);
    await rank('Other Component', 5);
    await banks.stock(ids['Other Component']!, [
      { group: GROUP['A+'], component: 3, units: 4, updated: ago(HOUR) },
      { group: GROUP['B+'], units: 10, updated: ago(HOUR) },
    ]);
    await rank('Zero and Unknown', 6);
    await banks.stock(ids['Zero and Unknown']!, [
      { group: GROUP['A+'], units: 0, updated: ago(HOUR) },
      { group: GROUP['O+'], units: 3, updated: ago(10 * DAY) },
    ]);
    await rank('Zero Near', 0.5);
    await banks.stock(ids['Zero Near']!, [
      { group: GROUP['A+'], units: 0, updated: ago(HOUR) },
      { group: GROUP['O-'], units: 0, updated: ago(HOUR) },
    ]);

    // The stock endpoint's order: rows written out of order.
    await add('stockpur', { name: 'Stockpur Bank', city: 'Stockpur' });
    await banks.stock(ids.stockpur!, [
      { group: GROUP['O-'], units: 2, updated: ago(3 * HOUR) },
      { group: GROUP['A+'], component: 3, units: 1, updated: ago(2 * DAY) },
      { group: GROUP['A+'], units: 12, updated: ago(HOUR) },
      { group: GROUP['B+'], component: 2, units: 0, updated: ago(9 * DAY) },
    ]);

    // Staleness as the clock moves.
    await add('clockpur', { name: 'Clockpur Bank', city: 'Clockpur' });
    await banks.stock(ids.clockpur!, [{ group: GROUP['A+'], units: 4, updated: start }]);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('filters', () => {
    it('q finds banks whose name contains it, in any case; % and _ are plain characters', async () => {
      expect(names(await search({ q: 'qwxyz' }))).toEqual(['Qwxyz Lifeline Blood Centre']);
      expect(names(await search({ q: 'XYZ LIFELINE blood' }))).toEqual(['Qwxyz Lifeline Blood Centre']);
      expect(await search({ q: 'Qwxyz%' })).toEqual([]);
      expect(await search({ q: 'Qwxy_' })).toEqual([]);
    });

    it('city matches the start of the city in any case; state must match whole, in any case', async () => {
      expect(names(await search({ city: 'zedpur', state: 'filterland' }))).toEqual([
        'Qwxyz Lifeline Blood Centre',
        'City Hospital Blood Bank',
      ]);
      expect(names(await search({ city: 'ZEDPUR' }))).toEqual([
        'Qwxyz Lifeline Blood Centre',
        'City Hospital Blood Bank',
        'Another Bank',
      ]);
      expect(await search({ state: 'FILTERLAND' })).toHaveLength(3);
      expect(await search({ state: 'filter' })).toEqual([]);
    });

    it('category keeps one kind of bank; an unknown category is a 400 naming the choices', async () => {
      expect(names(await search({ state: 'Filterland', category: 'Private' }))).toEqual([
        'Qwxyz Lifeline Blood Centre',
      ]);
      expect(names(await search({ state: 'Filterland', category: 'Charitable/Voluntary' }))).toEqual([
        'Old Town Blood Bank',
      ]);
      const res = await get('/api/public-data/blood-banks?category=Hospital');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/category must be one of Government, Private, Charitable\/Voluntary/);
    });

    it('answers each bank with the public fields of the contract', async () => {
      const [bank] = await search({ q: 'Qwxyz' });
      expect(bank).toMatchObject({
        bank_id: ids.qwxyz,
        category: 'Private',
        city: 'Zedpur',
        state: 'Filterland',
        phone: '+91 22 0000 0000',
        distance_km: null,
        stock_match: null,
      });
    });
  });

  describe('distance', () => {
    it('searches 10 km around both coordinates by default: a bank 12 km away is left out', async () => {
      const banks = await search({ city: 'Radiuspur', ...SEA });
      expect(names(banks)).toEqual(['Radius Centre']);
      expect(banks[0]?.distance_km).toBe(0);
    });

    it('a wider radius includes it, nearest first, with the distance to 2 decimals; no coordinates, no place', async () => {
      const banks = await search({ city: 'Radiuspur', ...SEA, radius: 25 });
      expect(names(banks)).toEqual(['Radius Centre', 'Radius Twelve']);
      expect(banks[1]?.distance_km).toBeCloseTo(12, 1);
      expect(Math.round(banks[1]!.distance_km! * 100)).toBeCloseTo(banks[1]!.distance_km! * 100, 6);
    });

    it('without coordinates: every bank, by state, city and name, with no distance', async () => {
      const banks = await search({ city: 'Radiuspur' });
      expect(names(banks)).toEqual(['Radius Centre', 'Radius Nowhere', 'Radius Twelve']);
      expect(banks.every((b) => b.distance_km === null)).toBe(true);
    });

    it('a list by town puts the banks that keep their stock current first, then by name', async () => {
      expect(names(await search({ city: 'Keptpur' }))).toEqual([
        'Zebra Blood Bank',
        'Aardvark Blood Bank',
        'Middle Blood Bank',
      ]);
    });

    it('one coordinate alone, or a radius out of bounds, is a 400 that says why', async () => {
      for (const url of [
        '/api/public-data/blood-banks?latitude=14',
        '/api/public-data/blood-banks?longitude=66&radius=25',
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/Send both latitude and longitude, or neither/);
      }
      for (const radius of ['0', '201', 'far']) {
        const res = await get(`/api/public-data/blood-banks?latitude=14&longitude=66&radius=${radius}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/radius/);
      }
    });
  });

  describe('limit', () => {
    it('returns 20 banks by default and at most the limit asked for, up to 100', async () => {
      expect(await search({ state: 'Maharashtra' })).toHaveLength(20);
      expect(await search({ state: 'Maharashtra', limit: 100 })).toHaveLength(100);
      expect(await search({ state: 'Maharashtra', limit: 3 })).toHaveLength(3);
    });

    it('refuses a limit below 1 or above 100 with a 400', async () => {
      for (const limit of ['0', '101', 'many']) {
        const res = await get(`/api/public-data/blood-banks?limit=${limit}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/limit/);
      }
    });
  });

  describe('stock summary and match', () => {
    it('sums up which groups have units (not counting unknown figures), the latest update and its freshness', async () => {
      const banks = await search({ city: 'Rankpur', ...SEA, radius: 50 });
      const byName = Object.fromEntries(banks.map((b) => [b.name, b]));
      expect(byName['Exact Far']?.stock_summary).toEqual({
        groups_in_stock: ['A+', 'O-'],
        last_updated: ago(HOUR).toISOString(),
        freshness: 'fresh',
      });
      expect(byName['Other Component']?.stock_summary.groups_in_stock).toEqual(['A+', 'B+']);
      expect(byName['Unknown Near']?.stock_summary).toEqual({
        groups_in_stock: [],
        last_updated: ago(8 * DAY).toISOString(),
        freshness: 'unknown',
      });
      expect(byName['Zero Near']?.stock_summary.groups_in_stock).toEqual([]);
      expect(byName['No Rows']?.stock_summary).toEqual({
        groups_in_stock: [],
        last_updated: null,
        freshness: 'unknown',
      });
    });

    it('without a group: nearest first and no match', async () => {
      const banks = await search({ city: 'Rankpur', ...SEA, radius: 50 });
      expect(names(banks)).toEqual([
        'Zero Near',
        'Compatible Near',
        'Unknown Near',
        'Fresh Over Stale',
        'No Rows',
        'Other Component',
        'Zero and Unknown',
        'Exact Far',
      ]);
      expect(banks.every((b) => b.stock_match === null)).toBe(true);
    });

    it('with a group: banks with compatible units first (nearest first), then unknown or no stock, then known zero', async () => {
      const banks = await search({ city: 'Rankpur', ...SEA, radius: 50, blood_group: 'A+' });
      expect(names(banks)).toEqual([
        'Compatible Near',
        'Fresh Over Stale',
        'Exact Far',
        'Unknown Near',
        'No Rows',
        'Other Component',
        'Zero and Unknown',
        'Zero Near',
      ]);
      const match = Object.fromEntries(banks.map((b) => [b.name, b.stock_match]));
      expect(match['Compatible Near']).toEqual({
        group_name: 'O+',
        component_name: 'Whole Blood',
        units_available: 10,
        last_updated: ago(HOUR).toISOString(),
        freshness: 'fresh',
        exact: false,
      });
      // The group asked for wins over a compatible one, even when older.
      expect(match['Exact Far']).toMatchObject({
        group_name: 'A+',
        units_available: 5,
        freshness: 'stale',
        exact: true,
      });
      // Between compatible groups, a fresh figure wins over a stale one with more units.
      expect(match['Fresh Over Stale']).toMatchObject({ group_name: 'O-', units_available: 1, freshness: 'fresh' });
      // An unknown figure gives no number.
      expect(match['Unknown Near']).toMatchObject({ group_name: 'A+', units_available: null, freshness: 'unknown' });
      expect(match['Zero and Unknown']).toMatchObject({ group_name: 'O+', units_available: null, exact: false });
      // Figures of other components or of groups that cannot give are not a match.
      expect(match['No Rows']).toBeNull();
      expect(match['Other Component']).toBeNull();
      expect(match['Zero Near']).toMatchObject({ group_name: 'A+', units_available: 0, exact: true });
    });

    it('matches the component asked for, and the group may be sent by id', async () => {
      const banks = await search({ city: 'Rankpur', ...SEA, radius: 50, blood_group: 1, component_id: 3 });
      expect(banks[0]?.name).toBe('Other Component');
      expect(banks[0]?.stock_match).toMatchObject({
        group_name: 'A+',
        component_name: 'Platelets',
        units_available: 4,
        exact: true,
      });
    });

    it('an O- patient is matched only to O- units', async () => {
      const banks = await search({ city: 'Rankpur', ...SEA, radius: 50, blood_group: 'O-' });
      expect(banks.slice(0, 2).map((b) => [b.name, b.stock_match?.group_name])).toEqual([
        ['Fresh Over Stale', 'O-'],
        ['Exact Far', 'O-'],
      ]);
      expect(banks.find((b) => b.name === 'Compatible Near')?.stock_match).toBeNull();
    });

    it('refuses an unknown group or component with a 400', async () => {
      for (const q of ['blood_group=C%2B', 'blood_group=9', 'blood_group=A%2B&component_id=6']) {
        const res = await get(`/api/public-data/blood-banks?${q}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/blood_group|component_id/);
      }
    });
  });

  describe('places', () => {
    it('suggests towns whose city or state starts with q first, then those containing it, most banks first', async () => {
      const res = await get('/api/public-data/blood-banks/places?q=zedp');
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        { city: 'Zedpur', state: 'Filterland', banks: 1 },
        { city: 'Zedpura Nagar', state: 'Filterland', banks: 1 },
        { city: 'Zedpur', state: 'Otherland', banks: 1 },
        { city: 'Oldzedpur', state: 'Filterland', banks: 1 },
      ]);
    });

    it('ranks a big city first and suggests at most 10 places', async () => {
      const mumbai = (await get('/api/public-data/blood-banks/places?q=MUMB')).json().data;
      expect(mumbai[0]).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
      expect(mumbai[0].banks).toBeGreaterThan(10);
      expect((await get('/api/public-data/blood-banks/places?q=a')).json().data).toHaveLength(10);
    });

    it('needs q', async () => {
      for (const url of ['/api/public-data/blood-banks/places', '/api/public-data/blood-banks/places?q=']) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/q/);
      }
    });
  });

  describe("a bank's stock", () => {
    it('lists every figure by group, then component, each with its freshness', async () => {
      const res = await get(`/api/public/blood-banks/${ids.stockpur}/stock`);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(
        body.data.map((i: { blood_group: { group_name: string }; component: { component_name: string } }) => [
          i.blood_group.group_name,
          i.component.component_name,
        ]),
      ).toEqual([
        ['A+', 'Whole Blood'],
        ['A+', 'Platelets'],
        ['B+', 'Packed Red Blood Cells'],
        ['O-', 'Whole Blood'],
      ]);
      expect(body.data.map((i: { freshness: string }) => i.freshness)).toEqual(['fresh', 'stale', 'unknown', 'fresh']);
      expect(body.data[0]).toMatchObject({ units_available: 12, last_updated: ago(HOUR).toISOString() });
      expect(body.bank).toEqual({
        bank_id: ids.stockpur,
        name: 'Stockpur Bank',
        kept_current: true,
        last_updated: ago(HOUR).toISOString(),
        freshness: 'fresh',
      });
    });

    it('says plainly when nobody keeps a bank current: no rows, or only unknown figures', async () => {
      const none = (await get(`/api/public/blood-banks/${ids['No Rows']}/stock`)).json();
      expect(none.data).toEqual([]);
      expect(none.bank).toMatchObject({ kept_current: false, last_updated: null, freshness: 'unknown' });
      const old = (await get(`/api/public/blood-banks/${ids['Unknown Near']}/stock`)).json();
      expect(old.data).toHaveLength(1);
      expect(old.bank).toMatchObject({ kept_current: false, freshness: 'unknown' });
    });

    it('answers 404 for a bank that does not exist and 400 for an id that is not one', async () => {
      const missing = await get('/api/public/blood-banks/2147483000/stock');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Blood bank not found');
      for (const id of ['abc', '0', '1.5', '-3']) {
        const res = await get(`/api/public/blood-banks/${id}/stock`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toMatch(/Not a valid blood bank id/);
      }
    });
  });

  // Moves the clock: keep it after the tests that count on figures' ages.
  describe('how fresh a figure is, as time passes', () => {
    async function state() {
      const [bank] = await search({ city: 'Clockpur', blood_group: 'A+' });
      const stock = (await get(`/api/public/blood-banks/${ids.clockpur}/stock`)).json();
      return { bank: bank!, stock };
    }

    it('is fresh after 23 hours, stale after 25, unknown after 8 days', async () => {
      clock.advance(23 * HOUR);
      let now = await state();
      expect(now.bank.stock_summary).toMatchObject({ groups_in_stock: ['A+'], freshness: 'fresh' });
      expect(now.bank.stock_match).toMatchObject({ units_available: 4, freshness: 'fresh' });
      expect(now.stock.data[0].freshness).toBe('fresh');
      expect(now.stock.bank).toMatchObject({ kept_current: true, freshness: 'fresh' });

      clock.advance(2 * HOUR);
      now = await state();
      expect(now.bank.stock_summary).toMatchObject({ groups_in_stock: ['A+'], freshness: 'stale' });
      expect(now.bank.stock_match).toMatchObject({ units_available: 4, freshness: 'stale' });
      expect(now.stock.bank).toMatchObject({ kept_current: true, freshness: 'stale' });

      clock.advance(8 * DAY - 25 * HOUR);
      now = await state();
      expect(now.bank.stock_summary).toMatchObject({ groups_in_stock: [], freshness: 'unknown' });
      expect(now.bank.stock_match).toMatchObject({ units_available: null, freshness: 'unknown' });
      expect(now.stock.data[0]).toMatchObject({ units_available: 4, freshness: 'unknown' });
      expect(now.stock.bank).toMatchObject({ kept_current: false, freshness: 'unknown' });
    });
  });

  // Uses up this file's allowance: keep it last.
  describe('rate limit', () => {
    it('answers a client that calls too often with a clear 429', async () => {
      let refused;
      for (let i = 0; i < 125 && !refused; i++) {
        const res = await get('/api/public-data/blood-banks/places?q=pune');
        if (res.statusCode === 429) refused = res;
        else expect(res.statusCode).toBe(200);
      }
      expect(refused?.json()).toMatchObject({ status: 'error', message: expect.stringMatching(/Too many searches/) });
    });
  });
});
