import { todayIso } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Person } from '../support/network.ts';
import { offerBody, partnerBody, rewardsApi } from '../support/rewards.ts';
import { bankId, commandAccount, type StaffPerson } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('admins keep the reward partners and their offers', () => {
  let t: TestApp;
  let api: ReturnType<typeof rewardsApi>;
  let admin: StaffPerson;
  let staff: StaffPerson;
  let bank: number;
  let donor: Person;
  let patient: Person;

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = rewardsApi(t.app, t.database.db, clock);
    admin = await commandAccount(t.app, t.database.db, 'Admin');
    bank = await bankId(t.database.db, 'Global Hospital Blood Bank', 'Mumbai');
    staff = await commandAccount(t.app, t.database.db, 'BloodBankStaff', { bank });
    donor = await api.donor('Mumbai');
    patient = await api.net.patient('B+');
  });
  afterAll(async () => {
    await t.close();
  });

  it('only an admin may list, add or change partners and offers', async () => {
    const partnerId = await api.partner(admin);
    const offerId = await api.offer(admin, partnerId);
    const calls: Array<['GET' | 'POST' | 'PUT', string, object | undefined]> = [
      ['GET', '/api/admin/partners', undefined],
      ['POST', '/api/admin/partners', partnerBody()],
      ['PUT', `/api/admin/partners/${partnerId}`, partnerBody()],
      ['POST', `/api/admin/partners/${partnerId}/offers`, offerBody()],
      ['PUT', `/api/admin/offers/${offerId}`, offerBody()],
    ];
    for (const [method, url, body] of calls) {
      expect((await api.call(method, url, null, body)).statusCode).toBe(401);
      for (const who of [donor, patient, staff]) {
        const res = await api.call(method, url, who, body);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Only RaktSetu admins can manage reward partners and offers.');
      }
    }
  });

  it('adds a partner with an offer and lists it with how many coupons were issued', async () => {
    const created = await api.call('POST', '/api/admin/partners', admin, {
      name: '  Crossword Bookstore  ',
      city: 'Mumbai',
      category: 'Bookshop',
      interest_tags: ['Reading', 'books', 'reading'],
      logo_url: 'https://example.org/crossword.png',
    });
    expect(created.statusCode).toBe(201);
    const partner = created.json().data;
    expect(partner).toMatchObject({
      name: 'Crossword Bookstore',
      interest_tags: ['reading', 'books'],
      is_active: true,
      offers: [],
    });
    const offer = await api.call('POST', `/api/admin/partners/${partner.partner_id}/offers`, admin, {
      ...offerBody({ title: '₹250 off any book', max_issued: 5 }),
    });
    expect(offer.statusCode).toBe(201);
    expect(offer.json().data).toMatchObject({ title: '₹250 off any book', max_issued: 5, issued_count: 0 });

    // A confirmed donation issues one: the list shows it.
    await api.retireAllPartners(admin);
    const reactivated = await api.call('PUT', `/api/admin/partners/${partner.partner_id}`, admin, {
      ...partnerBody({ name: 'Crossword Bookstore', category: 'Bookshop' }),
      is_active: true,
    });
    expect(reactivated.statusCode).toBe(200);
    expect((await api.confirmDonation(staff, bank, donor.email, todayIso())).statusCode).toBe(201);
    await t.app.outbox.drain();
    const list = (await api.call('GET', '/api/admin/partners', admin)).json().data;
    const listed = list.find((p: { partner_id: string }) => p.partner_id === partner.partner_id);
    expect(listed.offers).toHaveLength(1);
    expect(listed.offers[0]).toMatchObject({ title: '₹250 off any book', issued_count: 1 });
  });

  it('an edited offer changes no coupon already issued, and its limit cannot go below what was issued', async () => {
    const partnerId = (await api.call('GET', '/api/admin/partners', admin))
      .json()
      .data.find((p: { name: string }) => p.name === 'Crossword Bookstore').partner_id;
    const offerId = (await api.call('GET', '/api/admin/partners', admin))
      .json()
      .data.find((p: { partner_id: string }) => p.partner_id === partnerId).offers[0].offer_id;
    const edited = await api.call('PUT', `/api/admin/offers/${offerId}`, admin, offerBody({ title: '₹100 off' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.title).toBe('₹100 off');
    const held = await api.coupons(donor);
    expect(held[0]?.coupon_title).toBe('₹250 off any book');

    const atIssued = await api.call('PUT', `/api/admin/offers/${offerId}`, admin, offerBody({ max_issued: 1 }));
    expect(atIssued.statusCode).toBe(200);
    const unlimited = await api.call('PUT', `/api/admin/offers/${offerId}`, admin, offerBody({ max_issued: null }));
    expect(unlimited.statusCode).toBe(200);
    // Issue a second, then try to cap at 1.
    const other = await api.donor('Mumbai');
    expect((await api.confirmDonation(staff, bank, other.email, todayIso())).statusCode).toBe(201);
    await t.app.outbox.drain();
    const refused = await api.call('PUT', `/api/admin/offers/${offerId}`, admin, offerBody({ max_issued: 1 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      '2 coupons of this offer were already issued, so the most that may be issued cannot be lower than 2.',
    );
  });

  it('refuses bad input with a clear 400 and unknown ids with a 404, changing nothing', async () => {
    const before = (await api.call('GET', '/api/admin/partners', admin)).json().data;
    const noName = await api.call('POST', '/api/admin/partners', admin, partnerBody({ name: '' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/Partner name/);
    const httpLogo = await api.call('POST', '/api/admin/partners', admin, partnerBody({ logo_url: 'http://x.org/a' }));
    expect(httpLogo.statusCode).toBe(400);
    expect(httpLogo.json().message).toMatch(/https:\/\//);
    const partnerId = before[0].partner_id as string;
    const badDays = await api.call(
      'POST',
      `/api/admin/partners/${partnerId}/offers`,
      admin,
      offerBody({ validity_days: 0 }),
    );
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().message).toMatch(/Validity must be a whole number of days from 1 to 365/);
    expect((await api.call('PUT', `/api/admin/partners/${UNKNOWN}`, admin, partnerBody())).statusCode).toBe(404);
    expect((await api.call('POST', `/api/admin/partners/${UNKNOWN}/offers`, admin, offerBody())).statusCode).toBe(404);
    expect((await api.call('PUT', `/api/admin/offers/${UNKNOWN}`, admin, offerBody())).statusCode).toBe(404);
    expect((await api.call('GET', '/api/admin/partners', admin)).json().data).toEqual(before);
  });

  it('has no delete: a partner is deactivated instead, and its offers stop being given', async () => {
    expect((await api.call('DELETE', `/api/admin/partners/${UNKNOWN}`, admin)).statusCode).toBe(404);
    await api.retireAllPartners(admin);
    const newcomer = await api.donor('Mumbai');
    expect((await api.confirmDonation(staff, bank, newcomer.email, todayIso())).statusCode).toBe(201);
    await t.app.outbox.drain();
    expect(await api.coupons(newcomer)).toEqual([]);
  });
});
