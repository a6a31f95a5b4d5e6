import { eq } from 'drizzle-orm';
import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons, offers, rewardGrants } from '../../src/db/schema/index.ts';
import { createRewards } from '../../src/features/rewards/rewards.ts';
import type { OutboxItem } from '../../src/outbox/outbox.repository.ts';
import { createNotificationsService } from '../../src/features/notifications/notifications.service.ts';
import { createNotificationsRepository } from '../../src/features/notifications/notifications.repository.ts';
import { createHub } from '../../src/realtime/hub.ts';
import type { Person } from '../support/network.ts';
import { rewardsApi } from '../support/rewards.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('rewards are earned by confirmed donations, exactly once', () => {
  let clock: TestClock;
  let t: TestApp;
  let api: ReturnType<typeof rewardsApi>;
  let admin: StaffPerson;
  let staff: StaffPerson;
  let bank: number;
  let patient: Person;

  const daysAgo = (n: number) => todayIso(new Date(clock.now().getTime() - n * DAY_MS));
  const grantsOf = (donor: Person) =>
    t.database.db.select().from(rewardGrants).where(eq(rewardGrants.donor_id, donor.userId));

  beforeAll(async () => {
    clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = rewardsApi(t.app, t.database.db, clock);
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    patient = await api.net.patient('B+', { city: 'Mumbai' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await api.retireAllPartners(admin);
  });

  it('a fulfilled request issues one coupon per named donor, however often the fulfil or the outbox item repeats', async () => {
    const partner = await api.partner(admin, { name: 'Chai Point Dadar' });
    await api.offer(admin, partner, { title: 'Free masala chai' });
    const [a, b] = [await api.donor('Mumbai'), await api.donor('Mumbai')] as [Person, Person];
    const id = await api.fulfilled(patient, [a, b]);
    const again = await api.net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: [a.userId, b.userId] });
    expect(again.statusCode).toBe(409);
    const queued = await api.rewardItems();
    expect(queued.filter((q) => q.status === 'pending')).toHaveLength(2);

    await t.app.outbox.drain();
    // The process "dies" after granting but before marking the items done: they are delivered again, twice.
    await api.redeliver(queued);
    await api.redeliver(queued);

    for (const donor of [a, b]) {
      const held = await api.coupons(donor);
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({
        partner_name: 'Chai Point Dadar',
        coupon_title: 'Free masala chai',
        status: 'Issued',
        reason: 'donation',
      });
      expect(String(held[0]?.redemption_code)).toMatch(/^RS-[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
      const notices = await api.notices(donor);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.message).toBe(
        'Thank you for donating — you earned Free masala chai from Chai Point Dadar. Find it under My Rewards.',
      );
    }
    const [offer] = await t.database.db.select().from(offers).where(eq(offers.partner_id, partner));
    expect(offer?.issued_count).toBe(2);
  });

  it('a donor who accepted an SOS that ended in their donation also gets the SOS bonus', async () => {
    const partner = await api.partner(admin, { name: 'Cinepolis Andheri', category: 'Cinema' });
    await api.offer(admin, partner, { title: 'Two movie tickets', max_issued: null });
    const donor = await api.donor('Mumbai');
    await api.fulfilled(patient, [donor], 'SOS');
    await t.app.outbox.drain();
    const reasons = (await api.coupons(donor)).map((c) => c.reason).sort();
    expect(reasons).toEqual(['donation', 'sos_bonus']);
    const titles = (await api.notices(donor)).map((n) => n.title).sort();
    expect(titles).toEqual(['Thank you for answering an SOS', 'Thank you for donating']);
  });

  it('a loyalty reward at the 3rd donation within 12 months, and not again at the 4th', async () => {
    const partner = await api.partner(admin, { name: 'Crossword Bookstore' });
    await api.offer(admin, partner, { title: '₹250 off books' });
    const donor = await api.donor('Mumbai');
    const reasonsAfter = async (date: string) => {
      expect((await api.confirmDonation(staff, bank, donor.email, date)).statusCode).toBe(201);
      await t.app.outbox.drain();
      return (await api.coupons(donor)).map((c) => c.reason);
    };
    // Donations a body allows: whole blood every 91 days (access tokens follow the clock, so sign in again).
    const later = async () => {
      clock.advance(91 * DAY_MS);
      await api.net.renew(admin as Person, staff as Person, donor);
    };
    expect(await reasonsAfter(daysAgo(0))).toEqual(['donation']);
    await later();
    expect(await reasonsAfter(daysAgo(0))).toEqual(['donation', 'donation']);
    await later();
    expect((await reasonsAfter(daysAgo(0))).sort()).toEqual(['donation', 'donation', 'donation', 'loyalty']);
    // A 4th within the same 12 months: a donation reward only.
    await later();
    const reasons = await reasonsAfter(daysAgo(0));
    expect(reasons.filter((r) => r === 'loyalty')).toHaveLength(1);
    expect(reasons.filter((r) => r === 'donation')).toHaveLength(4);
  });

  it('the referrer is rewarded once, at the first confirmed donation of the donor they referred', async () => {
    const partner = await api.partner(admin, { name: 'Gold’s Gym Bandra', category: 'Gym' });
    await api.offer(admin, partner, { title: 'One week free pass' });
    const referrer = await api.donor('Mumbai');
    const link = await api.call('GET', `/api/donors/${referrer.userId}/referral`, referrer);
    const code = link.json().data.referral_code as string;
    const friend = await api.donor('Mumbai', { ref: code.toLowerCase() });
    expect((await api.call('GET', `/api/donors/${referrer.userId}/referral`, referrer)).json().data).toMatchObject({
      referral_code: code,
      referred_donors: 1,
    });

    // Two confirmed donations, 91 days apart: the referral reward comes with the first only.
    expect((await api.confirmDonation(staff, bank, friend.email, daysAgo(0))).statusCode).toBe(201);
    await t.app.outbox.drain();
    clock.advance(91 * DAY_MS);
    await api.net.renew(admin as Person, staff as Person, referrer, friend);
    expect((await api.confirmDonation(staff, bank, friend.email, daysAgo(0))).statusCode).toBe(201);
    await t.app.outbox.drain();
    const referrals = (await api.coupons(referrer)).filter((c) => c.reason === 'referral');
    expect(referrals).toHaveLength(1);
    expect((await api.notices(referrer))[0]?.message).toMatch(/^A donor you invited gave blood for the first time — /);
    expect((await api.coupons(friend)).map((c) => c.reason)).toEqual(['donation', 'donation']);
  });

  it("prefers a partner in the donor's town, then one matching their interests", async () => {
    const pune = await api.partner(admin, { name: 'Pune Pages', city: 'Pune', interest_tags: ['reading'] });
    await api.offer(admin, pune, { title: 'Pune book voucher' });
    const cafe = await api.partner(admin, { name: 'Mumbai Café', city: 'Mumbai', interest_tags: ['coffee'] });
    await api.offer(admin, cafe, { title: 'Mumbai coffee' });
    const books = await api.partner(admin, { name: 'Mumbai Books', city: 'mumbai', interest_tags: ['reading'] });
    await api.offer(admin, books, { title: 'Mumbai book voucher' });

    const reader = await api.donor('Mumbai', { interests: ['reading', 'cricket'] });
    const coffee = await api.donor('Mumbai', { interests: ['coffee'] });
    const inPune = await api.donor('Pune', { interests: ['coffee'] });
    for (const d of [reader, coffee, inPune]) {
      expect((await api.confirmDonation(staff, bank, d.email, daysAgo(0))).statusCode).toBe(201);
    }
    await t.app.outbox.drain();
    expect((await api.coupons(reader))[0]?.coupon_title).toBe('Mumbai book voucher');
    expect((await api.coupons(coffee))[0]?.coupon_title).toBe('Mumbai coffee');
    expect((await api.coupons(inPune))[0]?.coupon_title).toBe('Pune book voucher');
  });

  it('never issues more coupons of an offer than it allows, even when grants run at the same time', async () => {
    const partner = await api.partner(admin, { name: 'Apollo Pharmacy', category: 'Pharmacy' });
    const offerId = await api.offer(admin, partner, { title: '10% off wellness products', max_issued: 2 });
    const donors = await Promise.all([1, 2, 3, 4].map(() => api.donor('Mumbai')));
    for (const d of donors) {
      expect((await api.confirmDonation(staff, bank, d.email, daysAgo(0))).statusCode).toBe(201);
    }
    const items = (await api.rewardItems()).filter((i) => i.status === 'pending');
    // The real handler, four times at once (on PostgreSQL these are four concurrent transactions).
    const db = t.database.db;
    const hub = createHub();
    const notifications = createNotificationsService({ repo: createNotificationsRepository(db), clock, hub });
    const rewards = createRewards({ db, notifications, clock, hub, appUrl: 'http://localhost' });
    const handle = rewards.outboxHandlers['reward.donation'];
    await Promise.all(items.map((i) => handle(i.payload as { donation_id: string }, {} as OutboxItem)));

    const [offer] = await db.select().from(offers).where(eq(offers.offer_id, offerId));
    expect(offer?.issued_count).toBe(2);
    expect(await db.select().from(coupons).where(eq(coupons.offer_id, offerId))).toHaveLength(2);
    const thankedOnly = (await Promise.all(donors.map((d) => grantsOf(d)))).flat().filter((g) => !g.coupon_id);
    expect(thankedOnly).toHaveLength(2);
  });

  it('with no offer left the donor is thanked and nothing is issued', async () => {
    const donor = await api.donor('Mumbai');
    expect((await api.confirmDonation(staff, bank, donor.email, daysAgo(0))).statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(await api.coupons(donor)).toEqual([]);
    const grants = await grantsOf(donor);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ reason: 'donation', coupon_id: null });
    const [notice] = await api.notices(donor);
    expect(notice?.message).toMatch(/^Thank you for donating\. Our partners' offers are all given out just now/);
  });
});
