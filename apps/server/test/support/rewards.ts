import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/index.ts';
import { accountApi, bearer, donorPayload } from './accounts.ts';
import { CENTRE, GROUP, networkApi, type Group, type Person } from './network.ts';
import type { TestClock } from './test-app.ts';

/** Rewards tests: partners and offers made through the admin API, donors of a town, coupons as donors see them. */

type Who = { accessToken: string } | null;
const as = (who: Who) => (who ? bearer(who.accessToken) : {});

export const partnerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chai Point Dadar',
  city: 'Mumbai',
  category: 'Café',
  interest_tags: ['food', 'coffee'],
  ...overrides,
});

export const offerBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Free masala chai and snack',
  description: 'One chai and one snack of your choice',
  value_text: 'Chai and a snack on us',
  value_amount: 120,
  validity_days: 30,
  terms: 'Dine-in only',
  ...overrides,
});

export function rewardsApi(app: FastifyInstance, db: Database, clock: TestClock) {
  const accounts = accountApi(app);
  const net = networkApi(app);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) =>
    app.inject({ method, url, headers: as(who), ...(payload === undefined ? {} : { payload }) });

  const api = {
    call,
    net,
    async partner(admin: Who, body: Record<string, unknown> = {}): Promise<string> {
      const res = await call('POST', '/api/admin/partners', admin, partnerBody(body));
      if (res.statusCode !== 201) throw new Error(`partner failed: ${res.body}`);
      return res.json().data.partner_id;
    },
    async offer(admin: Who, partnerId: string, body: Record<string, unknown> = {}): Promise<string> {
      const res = await call('POST', `/api/admin/partners/${partnerId}/offers`, admin, offerBody(body));
      if (res.statusCode !== 201) throw new Error(`offer failed: ${res.body}`);
      return res.json().data.offer_id;
    },
    /** Stops new coupons of every partner so far: each test then sets up the offers it is about. */
    async retireAllPartners(admin: Who) {
      const list = (await call('GET', '/api/admin/partners', admin)).json().data as Array<Record<string, unknown>>;
      for (const p of list) {
        if (!p.is_active) continue;
        const { name, city, category, interest_tags, logo_url } = p;
        const body = { name, city, category, interest_tags, logo_url, is_active: false };
        const res = await call('PUT', `/api/admin/partners/${String(p.partner_id)}`, admin, body);
        if (res.statusCode !== 200) throw new Error(`retire failed: ${res.body}`);
      }
    },
    /** A donor of a town with a unique phone, located at `at`, with interests (saved as qloo_taste_keywords). */
    async donor(
      city: string,
      options: { group?: Group; at?: { latitude: number; longitude: number }; interests?: string[]; ref?: string } = {},
    ): Promise<Person> {
      const name = 'Kiran Desai';
      const phone = `+91 9${randomInt(100_000_000, 999_999_999)}`;
      const person = await accounts.signUp(
        donorPayload({
          full_name: name,
          city,
          phone_number: phone,
          blood_group_id: GROUP[options.group ?? 'O+'],
          ...(options.ref ? { referral_code: options.ref } : {}),
        }),
      );
      await call('PUT', `/api/donors/${person.userId}/location`, person, options.at ?? CENTRE);
      if (options.interests) {
        const res = await call('PUT', `/api/donors/${person.userId}/settings`, person, {
          is_available_for_sos: true,
          qloo_taste_keywords: options.interests,
        });
        if (res.statusCode !== 200) throw new Error(`settings failed: ${res.body}`);
      }
      return { ...person, name };
    },
    /** A request by `patient` accepted by `donors` and marked Fulfilled naming them; returns its id. */
    async fulfilled(patient: Person, donors: Person[], urgency: 'Urgent' | 'SOS' = 'Urgent') {
      // A location saved in the same instant as a request does not count for it (donor-reach rules).
      clock.advance(1000);
      const created = await net.createRequest(patient, {
        blood_group_id: GROUP['B+'],
        component_id: 1,
        units_required: 2,
        urgency,
        ...CENTRE,
      });
      if (created.statusCode !== 201) throw new Error(`request failed: ${created.body}`);
      const id = created.json().data.request_id as string;
      for (const d of donors) {
        const res = await net.respond(d, id, 'accept');
        if (res.statusCode !== 200) throw new Error(`accept failed: ${res.body}`);
      }
      const done = await net.setStatus(patient, id, { status: 'Fulfilled', donor_ids: donors.map((d) => d.userId) });
      if (done.statusCode !== 200) throw new Error(`fulfil failed: ${done.body}`);
      return id;
    },
    /** Bank staff confirm that `donor` (their e-mail) gave whole blood on `date`. */
    confirmDonation: (staff: Who, bankId: number, donor: string, date: string, componentId = 1) =>
      call('POST', `/api/blood-banks/${bankId}/donations`, staff, {
        donor,
        component_id: componentId,
        donation_date: date,
      }),
    async coupons(who: Person, query = ''): Promise<Array<Record<string, unknown>>> {
      const res = await call('GET', `/api/donors/${who.userId}/coupons${query}`, who);
      if (res.statusCode !== 200) throw new Error(`coupons failed: ${res.body}`);
      return res.json().data;
    },
    async notices(who: Person): Promise<Array<{ kind: string; title: string; message: string }>> {
      const res = await call('GET', '/api/notifications?limit=200', who);
      return (res.json().data as Array<{ kind: string; title: string; message: string }>).filter(
        (n) => n.kind === 'coupon_issued',
      );
    },
    /** The reward items queued so far, with their payloads (marking an item done drops its payload). */
    async rewardItems() {
      return db
        .select({ id: outbox.outbox_id, payload: outbox.payload, status: outbox.status })
        .from(outbox)
        .where(eq(outbox.topic, 'reward.donation'));
    },
    /** Puts these items back as they were queued, as if the process died after granting but before marking done. */
    async redeliver(items: Array<{ id: string; payload: unknown }>) {
      for (const item of items) {
        await db
          .update(outbox)
          .set({ status: 'pending', payload: item.payload, locked_until: null, next_attempt_at: new Date(0) })
          .where(eq(outbox.outbox_id, item.id));
      }
      await app.outbox.drain();
    },
  };
  return api;
}
