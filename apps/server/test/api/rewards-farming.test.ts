import { eq } from 'drizzle-orm';
import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { donations, donors, rewardGrants } from '../../src/db/schema/index.ts';
import type { Person } from '../support/network.ts';
import { GROUP, CENTRE } from '../support/network.ts';
import { rewardsApi } from '../support/rewards.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Attacks on earning: colluding patients and donors, a staff member confirming for a friend, throwaway referrals. */
describe('rewards cannot be farmed: donations closer than a body allows earn once', () => {
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof rewardsApi>;
  let admin: StaffPerson;
  let staff: StaffPerson;
  let otherStaff: StaffPerson;
  let bank: number;
  let otherBank: number;
  let patient: Person;

  const daysAgo = (n: number) => todayIso(new Date(clock.now().getTime() - n * DAY_MS));
  const grantsOf = (donor: Person) =>
    t.database.db.select().from(rewardGrants).where(eq(rewardGrants.donor_id, donor.userId));
  const donationsOf = (donor: Person) =>
    t.database.db.select().from(donations).where(eq(donations.donor_id, donor.userId));
  const reasonsOf = async (donor: Person) => (await grantsOf(donor)).map((g) => g.reason).sort();
  /** Time passes: sign everyone in again (access tokens follow the test clock). */
  const later = async (days: number, ...people: Array<Person | StaffPerson>) => {
    clock.advance(days * DAY_MS);
    await api.net.renew(admin as Person, staff as Person, otherStaff as Person, patient, ...(people as Person[]));
  };

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = rewardsApi(t.app, t.database.db, clock);
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    otherBank = await bankId(t.database.db, 'Ashirwad Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    otherStaff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank: otherBank });
    patient = await api.net.patient('B+', { city: 'Mumbai' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await api.retireAllPartners(admin);
    const partner = await api.partner(admin, { name: 'Farm Café' });
    await api.offer(admin, partner, { title: 'Free coffee', max_issued: null });
  });

  it('a patient naming the same donor on many requests in one day: recorded, one reward', async () => {
    const donor = await api.donor('Mumbai');
    const ids: string[] = [];
    // The donor accepts three requests before any is fulfilled, so the eligibility check at accept cannot help.
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      const created = await api.net.createRequest(patient, {
        blood_group_id: GROUP['B+'],
        component_id: 1,
        units_required: 1,
        urgency: 'SOS',
        ...CENTRE,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().data.request_id as string;
      expect((await api.net.respond(donor, id, 'accept')).statusCode).toBe(200);
      ids.push(id);
    }
    for (const id of ids) {
      const done = await api.net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [donor.userId] });
      expect(done.statusCode).toBe(200);
    }
    await t.app.outbox.drain();
    expect(await donationsOf(donor)).toHaveLength(3);
    // One donation and its SOS bonus; no loyalty reward from three "donations" in one day.
    expect(await reasonsOf(donor)).toEqual(['donation', 'sos_bonus']);
    expect(await api.coupons(donor)).toHaveLength(2);
  });

  it('a staff member confirming a friend again and again (other dates, components, banks) earns once', async () => {
    const friend = await api.donor('Mumbai');
    expect((await api.confirmDonation(staff, bank, friend.email, daysAgo(0))).statusCode).toBe(201);
    await t.app.outbox.drain();
    // Back-dated after the first was rewarded, another component, another bank: all recorded, none earns.
    expect((await api.confirmDonation(staff, bank, friend.email, daysAgo(20), 2)).statusCode).toBe(201);
    expect((await api.confirmDonation(staff, bank, friend.email, daysAgo(29), 5)).statusCode).toBe(201);
    expect((await api.confirmDonation(otherStaff, otherBank, friend.email, daysAgo(0), 2)).statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(await donationsOf(friend)).toHaveLength(4);
    expect(await reasonsOf(friend)).toEqual(['donation']);
    expect(await api.coupons(friend)).toHaveLength(1);
  });

  it('whichever is worked first, the earlier of two donations inside one interval is the one that earns', async () => {
    const donor = await api.donor('Mumbai');
    expect((await api.confirmDonation(staff, bank, donor.email, daysAgo(0))).statusCode).toBe(201);
    expect((await api.confirmDonation(otherStaff, otherBank, donor.email, daysAgo(10))).statusCode).toBe(201);
    await t.app.outbox.drain();
    const grants = await grantsOf(donor);
    expect(grants).toHaveLength(1);
    const [earned] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.donation_id, String(grants[0]?.donation_id)));
    expect(earned?.donation_date).toBe(daysAgo(10));
  });

  it('apheresis may earn again after 48 hours; whole blood after 90 days, 120 for women', async () => {
    const platelets = await api.donor('Mumbai');
    for (const ago of [6, 5, 3]) {
      expect((await api.confirmDonation(staff, bank, platelets.email, daysAgo(ago), 3)).statusCode).toBe(201);
    }
    await t.app.outbox.drain();
    // 6 days ago earns, 5 days ago is inside 48 h of it, 3 days ago is 3 days after the 6.
    expect((await grantsOf(platelets)).filter((g) => g.reason === 'donation')).toHaveLength(2);

    const woman = await api.donor('Mumbai');
    const man = await api.donor('Mumbai');
    await t.database.db.update(donors).set({ sex: 'female' }).where(eq(donors.donor_id, woman.userId));
    await t.database.db.update(donors).set({ sex: 'male' }).where(eq(donors.donor_id, man.userId));
    for (const d of [woman, man]) {
      expect((await api.confirmDonation(staff, bank, d.email, daysAgo(0))).statusCode).toBe(201);
    }
    await t.app.outbox.drain();
    await later(100, woman, man);
    for (const d of [woman, man]) {
      expect((await api.confirmDonation(staff, bank, d.email, daysAgo(0))).statusCode).toBe(201);
    }
    await t.app.outbox.drain();
    expect(await reasonsOf(woman)).toEqual(['donation']);
    expect(await reasonsOf(man)).toEqual(['donation', 'donation']);
  });

  it('loyalty counts only donations that earned: real ones 90 days apart reach it, extra ones in between do not', async () => {
    const donor = await api.donor('Mumbai');
    const reasonsAfter = async (date: string, by = staff, at = bank) => {
      expect((await api.confirmDonation(by, at, donor.email, date)).statusCode).toBe(201);
      await t.app.outbox.drain();
      return reasonsOf(donor);
    };
    expect(await reasonsAfter(daysAgo(0))).toEqual(['donation']);
    expect(await reasonsAfter(daysAgo(0), otherStaff, otherBank)).toEqual(['donation']);
    await later(91, donor);
    expect(await reasonsAfter(daysAgo(0))).toEqual(['donation', 'donation']);
    await later(91, donor);
    expect(await reasonsAfter(daysAgo(0))).toEqual(['donation', 'donation', 'donation', 'loyalty']);
  });

  it('a referral link earns at most 5 referral rewards in 12 months, however many friends give', async () => {
    const referrer = await api.donor('Mumbai');
    const link = await api.call('GET', `/api/donors/${referrer.userId}/referral`, referrer);
    const code = link.json().data.referral_code as string;
    for (let i = 0; i < 6; i++) {
      const friend = await api.donor('Mumbai', { ref: code });
      expect((await api.confirmDonation(staff, bank, friend.email, daysAgo(0))).statusCode).toBe(201);
      await t.app.outbox.drain();
    }
    expect((await reasonsOf(referrer)).filter((r) => r === 'referral')).toHaveLength(5);
  });
});
