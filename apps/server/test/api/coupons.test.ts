import { eq } from 'drizzle-orm';
import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/db/schema/index.ts';
import type { Person } from '../support/network.ts';
import { rewardsApi } from '../support/rewards.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import {
  RELAXED_LIMITS,
  TEST_APP_URL,
  createTestApp,
  createTestClock,
  type TestApp,
  type TestClock,
} from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Coupon = { id: string; status: string; coupon_title: string; redemption_code: string | null; expiry_date: string };

/** "23 November 2026", as the server words dates in India. */
const inIndia = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(iso),
  );

describe("a donor's coupons: listing, totals, expiring soon, redeeming, expiry", () => {
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof rewardsApi>;
  let admin: StaffPerson;
  let staff: StaffPerson;
  let bank: number;
  let donor: Person;
  let otherDonor: Person;
  let patient: Person;
  let held: Coupon[];

  const byTitle = (title: string) => {
    const found = held.find((c) => c.coupon_title === title);
    if (!found) throw new Error(`no coupon ${title}`);
    return found;
  };
  const redeem = (who: { accessToken: string } | null, id: string, body: Record<string, unknown> = {}) =>
    api.call('POST', `/api/donor-coupons/${id}/redeem`, who, body);

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = rewardsApi(t.app, t.database.db, clock);
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    patient = await api.net.patient('B+', { city: 'Mumbai' });
    // Three offers of one partner with different lives; the SOS bonus and loyalty give the donor three coupons.
    const partner = await api.partner(admin, { name: 'Theobroma Bakery' });
    await api.offer(admin, partner, { title: 'Week cake', validity_days: 5, value_amount: 150, max_issued: 1 });
    await api.offer(admin, partner, { title: 'Month pastry', validity_days: 30, value_amount: 80, max_issued: 1 });
    await api.offer(admin, partner, { title: 'Quarter coffee', validity_days: 90, value_amount: null, max_issued: 2 });
    donor = await api.donor('Mumbai');
    otherDonor = await api.donor('Mumbai');
    // Two bank donations and an SOS answered, 91 days apart as a body allows; all rewarded at the end, at once.
    for (let i = 0; i < 2; i++) {
      expect((await api.confirmDonation(staff, bank, donor.email, todayIso(clock.now()))).statusCode).toBe(201);
      clock.advance(91 * DAY_MS);
      await api.net.renew(admin as Person, staff as Person, patient, donor, otherDonor);
    }
    await api.fulfilled(patient, [donor], 'SOS');
    expect((await api.confirmDonation(staff, bank, otherDonor.email, todayIso(clock.now()))).statusCode).toBe(201);
    await t.app.outbox.drain();
    held = (await api.coupons(donor)) as Coupon[];
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the donor’s own coupons newest first, and filters by status', async () => {
    // two bank donations, then donation + SOS bonus from the request; the loyalty reward at the 3rd found none left.
    expect(held.length).toBe(4);
    expect(held.map((c) => c.status)).toEqual(['Issued', 'Issued', 'Issued', 'Issued']);
    expect(held.every((c) => c.redemption_code)).toBe(true);
    const issuedAt = held.map((c) => (c as unknown as { issued_at: string }).issued_at);
    expect([...issuedAt].sort().reverse()).toEqual(issuedAt);
    expect(await api.coupons(donor, '?status=Redeemed')).toEqual([]);
    const bad = await api.call('GET', `/api/donors/${donor.userId}/coupons?status=Used`, donor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/status must be one of Issued, Redeemed, Expired/);
  });

  it('only the donor reads their coupons, totals, expiring list and referral link', async () => {
    for (const path of ['coupons', 'coupon-stats', 'coupons/expiring', 'referral']) {
      const url = `/api/donors/${donor.userId}/${path}`;
      expect((await api.call('GET', url, null)).statusCode).toBe(401);
      expect((await api.call('GET', url, patient)).statusCode).toBe(403);
      expect((await api.call('GET', url, otherDonor)).statusCode).toBe(403);
      expect((await api.call('GET', url, admin)).statusCode).toBe(403);
      expect((await api.call('GET', url, donor)).statusCode).toBe(200);
    }
  });

  it('the expiring list holds usable coupons expiring within the window, soonest first', async () => {
    const week = (await api.call('GET', `/api/donors/${donor.userId}/coupons/expiring`, donor)).json().data;
    expect(week.map((c: Coupon) => c.coupon_title)).toEqual(['Week cake']);
    const month = (await api.call('GET', `/api/donors/${donor.userId}/coupons/expiring?days=30`, donor)).json().data;
    expect(month.map((c: Coupon) => c.coupon_title)).toEqual(['Week cake', 'Month pastry']);
    for (const days of ['0', '91', '-1', '7.5', 'abc', '1e9']) {
      const bad = await api.call('GET', `/api/donors/${donor.userId}/coupons/expiring?days=${days}`, donor);
      expect(bad.statusCode).toBe(400);
    }
  });

  it('redeems once: a second redeem, another donor, a patient and an unknown coupon are refused', async () => {
    const cake = byTitle('Week cake');
    expect((await redeem(null, cake.id)).statusCode).toBe(401);
    const byPatient = await redeem(patient, cake.id);
    expect(byPatient.statusCode).toBe(403);
    const byOther = await redeem(otherDonor, cake.id);
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().message).toBe('Only the donor who earned this coupon can redeem it.');
    expect((await redeem(donor, UNKNOWN)).statusCode).toBe(404);

    const ok = await redeem(donor, cake.id, { redemption_location: 'Theobroma, Colaba', redemption_notes: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      status: 'Redeemed',
      redemption_code: null,
      redemption_location: 'Theobroma, Colaba',
    });
    const again = await redeem(donor, cake.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`This coupon was already redeemed on ${inIndia(ok.json().data.redeemed_at)}.`);
  });

  it('a coupon past its date cannot be redeemed, says when it expired, and is marked Expired', async () => {
    const pastry = byTitle('Month pastry');
    clock.advance(31 * DAY_MS);
    await api.net.renew(donor);
    const late = await redeem(donor, pastry.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(`This coupon expired on ${inIndia(pastry.expiry_date)}.`);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.coupon_id, pastry.id));
    expect(row?.status).toBe('Expired');
    const listed = (await api.coupons(donor, '?status=Expired')) as Coupon[];
    expect(listed.map((c) => c.coupon_title)).toEqual(['Month pastry']);
    expect(listed[0]?.redemption_code).toBeNull();
  });

  it('the hourly job marks Issued coupons past their expiry Expired', async () => {
    clock.advance(60 * DAY_MS); // 91 days after issue: the 90-day coupons are past their date too
    const before = await t.database.db.select().from(coupons).where(eq(coupons.donor_id, donor.userId));
    expect(before.filter((c) => c.status === 'Issued')).toHaveLength(2);
    await t.app.scheduler.tick();
    const after = await t.database.db.select().from(coupons).where(eq(coupons.donor_id, donor.userId));
    expect(after.filter((c) => c.status === 'Issued')).toHaveLength(0);
    expect(after.filter((c) => c.status === 'Expired')).toHaveLength(3);
  });

  it('the totals add up: issued = redeemed + expired + available, value of what was redeemed', async () => {
    await api.net.renew(donor);
    const stats = (await api.call('GET', `/api/donors/${donor.userId}/coupon-stats`, donor)).json().data;
    expect(stats).toEqual({ total_issued: 4, total_redeemed: 1, total_expired: 3, total_value_redeemed: 150 });
  });

  it('the referral link is made once and points at donor sign-up', async () => {
    const first = (await api.call('GET', `/api/donors/${donor.userId}/referral`, donor)).json().data;
    expect(first.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.referral_url).toBe(`${TEST_APP_URL}/register?type=donor&ref=${first.referral_code}`);
    expect(first.referred_donors).toBe(0);
    const second = (await api.call('GET', `/api/donors/${donor.userId}/referral`, donor)).json().data;
    expect(second.referral_code).toBe(first.referral_code);
  });

  it('a referral code is ignored for a patient and for an unknown code; sign-up succeeds either way', async () => {
    const referral = (await api.call('GET', `/api/donors/${donor.userId}/referral`, donor)).json().data;
    await api.net.patient('B+', { referral_code: referral.referral_code });
    await api.donor('Mumbai', { ref: 'NOSUCHCODE' });
    const after = (await api.call('GET', `/api/donors/${donor.userId}/referral`, donor)).json().data;
    expect(after.referred_donors).toBe(0);
  });

  it('before the hourly job, the list and the totals show a coupon past its date Expired, and record it so', async () => {
    const coffee = byTitle('Quarter coffee');
    // As if the job had not run yet: Issued in the table, its date a day gone.
    const yesterday = new Date(clock.now().getTime() - DAY_MS);
    await t.database.db
      .update(coupons)
      .set({ status: 'Issued', expiry_date: yesterday })
      .where(eq(coupons.coupon_id, coffee.id));
    await api.net.renew(donor);
    const issued = (await api.coupons(donor, '?status=Issued')) as Coupon[];
    expect(issued.map((c) => c.id)).not.toContain(coffee.id);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.coupon_id, coffee.id));
    expect(row?.status).toBe('Expired');

    await t.database.db.update(coupons).set({ status: 'Issued' }).where(eq(coupons.coupon_id, coffee.id));
    const all = (await api.coupons(donor)) as Coupon[];
    expect(all.find((c) => c.id === coffee.id)?.status).toBe('Expired');

    await t.database.db.update(coupons).set({ status: 'Issued' }).where(eq(coupons.coupon_id, coffee.id));
    const stats = (await api.call('GET', `/api/donors/${donor.userId}/coupon-stats`, donor)).json().data;
    expect(stats).toEqual({ total_issued: 4, total_redeemed: 1, total_expired: 3, total_value_redeemed: 150 });
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.coupon_id, coffee.id));
    expect(after?.status).toBe('Expired');
  });
});
