import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodStock, donations } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { coordinatorApi } from '../support/coordinator.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const WAITING = 'Your staff account is waiting for a coordinator to verify it.';
const O_NEG = 8;
const WHOLE_BLOOD = 1;

/** A staff account made by staff:add waits for a coordinator before it may change stock or confirm donations. */
describe('staff verification', () => {
  let t: TestApp;
  let bank: number;
  let staff: StaffPerson;
  let coordinator: StaffPerson;
  let donor: Person;

  const as = (who: { accessToken: string }) => bearer(who.accessToken);
  const mine = () => t.app.inject({ method: 'GET', url: '/api/blood-banks/mine', headers: as(staff) });
  const putStock = (units: number) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/blood-banks/${bank}/stock`,
      headers: as(staff),
      payload: { items: [{ blood_group_id: O_NEG, component_id: WHOLE_BLOOD, units_available: units }] },
    });
  const importCsv = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/blood-banks/${bank}/stock/import`,
      headers: as(staff),
      payload: { csv: 'blood_group,component,units_available\nO-,1,7\n' },
    });
  const confirm = () =>
    t.app.inject({
      method: 'POST',
      url: `/api/blood-banks/${bank}/donations`,
      headers: as(staff),
      payload: { donor: donor.email, component_id: WHOLE_BLOOD, donation_date: new Date().toISOString().slice(0, 10) },
    });
  const stock = () => t.database.db.select().from(bloodStock).where(eq(bloodStock.bank_id, bank));
  const donationsOf = () => t.database.db.select().from(donations).where(eq(donations.donor_id, donor.userId));

  beforeAll(async () => {
    t = await createTestApp({ clock: createTestClock(), limits: RELAXED_LIMITS, runWorker: false });
    bank = await bankId(t.database.db, 'Ashirwad Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank, verified: false });
    coordinator = await commandAccount(t.app, t.database.db, 'Coordinator');
    donor = await networkApi(t.app).donor('O-', north(2));
  });
  afterAll(async () => {
    await t.close();
  });

  it('an unverified staff member sees their bank, marked not verified', async () => {
    const res = await mine();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ verified: false, bank: { bank_id: bank } });
  });

  it('an unverified staff member may not change stock (grid or CSV) nor confirm a donation, and nothing changes', async () => {
    const before = await stock();
    for (const res of [await putStock(5), await importCsv(), await confirm()]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(WAITING);
    }
    expect(await stock()).toEqual(before);
    expect(await donationsOf()).toEqual([]);
  });

  it('the message reads in Hindi for a Hindi reader', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/blood-banks/${bank}/stock`,
      headers: { ...as(staff), 'accept-language': 'hi' },
      payload: { items: [{ blood_group_id: O_NEG, component_id: WHOLE_BLOOD, units_available: 5 }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/[\u0900-\u097F]/);
  });

  it('once a coordinator verifies the account, the same session may change stock and confirm donations', async () => {
    expect((await coordinatorApi(t.app).verify(coordinator, staff.userId)).statusCode).toBe(200);
    expect((await mine()).json().data.verified).toBe(true);
    expect((await putStock(5)).statusCode).toBe(200);
    expect((await importCsv()).statusCode).toBe(200);
    expect((await confirm()).statusCode).toBe(201);
    expect(await donationsOf()).toHaveLength(1);
  });
});
