import { eq } from 'drizzle-orm';
import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations, donors, outbox } from '../../src/db/schema/index.ts';
import type { Person } from '../support/network.ts';
import { rewardsApi } from '../support/rewards.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_DONOR = 'No donor is registered with that e-mail or phone.';

describe('bank staff confirm registered donors’ donations', () => {
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof rewardsApi>;
  let staff: StaffPerson;
  let otherStaff: StaffPerson;
  let admin: StaffPerson;
  let bank: number;
  let donor: Person;
  let patient: Person;

  const daysAgo = (n: number) => todayIso(new Date(clock.now().getTime() - n * DAY_MS));
  const donationsOf = (who: Person) => t.database.db.select().from(donations).where(eq(donations.donor_id, who.userId));

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: { ...RELAXED_LIMITS, bankDonationsPerHour: 12 }, runWorker: false });
    api = rewardsApi(t.app, t.database.db, clock);
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    const elsewhere = await bankId(t.database.db, 'Ashirwad Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    otherStaff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank: elsewhere });
    const partner = await api.partner(admin, { name: 'Social Colaba' });
    await api.offer(admin, partner, { title: 'Free mocktail' });
    donor = await api.donor('Mumbai');
    patient = await api.net.patient('B+', { city: 'Mumbai' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("only this bank's staff may confirm: strangers 401; donors, patients, admins and other banks' staff 403", async () => {
    expect((await api.confirmDonation(null, bank, donor.email, daysAgo(0))).statusCode).toBe(401);
    for (const who of [donor, patient, admin, otherStaff]) {
      const res = await api.confirmDonation(who, bank, donor.email, daysAgo(0));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only this blood bank's staff can confirm donations given there.");
    }
    expect(await donationsOf(donor)).toEqual([]);
  });

  it('finds the donor by e-mail in any case, records the donation and queues their reward', async () => {
    const res = await api.confirmDonation(staff, bank, donor.email.toUpperCase(), daysAgo(2), 2);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.data).toMatchObject({ donation_date: daysAgo(2), component: 'Packed Red Blood Cells' });
    expect(body.data.donor_name).toMatch(/^Kiran D\.$/);
    expect(body.message).toBe('Donation confirmed for Kiran D. — it is now in their RaktSetu history.');
    const [row] = await donationsOf(donor);
    expect(row).toMatchObject({
      bank_id: bank,
      confirmed_by: 'bank',
      confirmed_by_user: staff.userId,
      request_id: null,
    });
    const queued = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupe_key, `reward:${row?.donation_id}`));
    expect(queued).toHaveLength(1);
    const [me] = await t.database.db.select().from(donors).where(eq(donors.donor_id, donor.userId));
    expect(me?.last_donation_date).toBe(daysAgo(2));
    await t.app.outbox.drain();
    expect((await api.coupons(donor)).map((c) => c.coupon_title)).toEqual(['Free mocktail']);
  });

  it('finds the donor by the digits of their phone, however it is written', async () => {
    const other = await api.donor('Mumbai');
    const [user] = await t.database.db.select().from(donors).where(eq(donors.donor_id, other.userId));
    expect(user).toBeDefined();
    const phone = (await api.call('GET', '/api/auth/profile', other)).json().data.phone_number as string;
    const tenDigits = phone.replace(/\D/g, '').slice(-10);
    const res = await api.confirmDonation(staff, bank, `0${tenDigits.slice(0, 5)} ${tenDigits.slice(5)}`, daysAgo(0));
    expect(res.statusCode).toBe(201);
    expect(await donationsOf(other)).toHaveLength(1);
  });

  it('names the donor to staff by first name and initial, leaving out a bracketed aside', async () => {
    const other = await api.donor('Mumbai');
    const renamed = await api.call('PUT', '/api/auth/profile', other, { full_name: 'Vikram Iyer (demo donor)' });
    expect(renamed.statusCode).toBe(200);
    const res = await api.confirmDonation(staff, bank, other.email, daysAgo(0));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.donor_name).toBe('Vikram I.');
  });

  it('one donation per donor per bank per day: the second is 409 and records nothing', async () => {
    const again = await api.confirmDonation(staff, bank, donor.email, daysAgo(2));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Already recorded: Kiran D\.'s donation at this bank on /);
    expect(await donationsOf(donor)).toHaveLength(1);
  });

  it('the date must be today or up to 30 days back', async () => {
    for (const date of [daysAgo(-1), daysAgo(31), '2026-02-30', 'yesterday']) {
      const res = await api.confirmDonation(staff, bank, donor.email, date);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Donation date must be a date (YYYY-MM-DD) from today back to 30 days ago.');
    }
    expect((await api.confirmDonation(staff, bank, donor.email, daysAgo(30))).statusCode).toBe(201);
  });

  it('a patient, staff or unknown address answers like nobody: 404 with the same words', async () => {
    for (const named of [patient.email, admin.email, 'nobody@example.test', '+91 11111 22222']) {
      const res = await api.confirmDonation(staff, bank, named, daysAgo(0));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NO_DONOR);
    }
  });

  it('limits how many donations one staff member confirms in an hour', async () => {
    let last = 0;
    for (let i = 0; i < 12 && last !== 429; i++) {
      last = (await api.confirmDonation(staff, bank, 'nobody@example.test', daysAgo(0))).statusCode;
    }
    expect(last).toBe(429);
    const res = await api.confirmDonation(staff, bank, donor.email, daysAgo(1));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/^You have confirmed 12 donations in the last hour/);
  });
});
