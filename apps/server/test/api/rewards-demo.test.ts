import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../src/db/seeds/demo.ts';
import { partners } from '../../src/db/schema/index.ts';
import { accountApi, bearer } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('demo data: partners, and a demo donor whose coupon comes through the real earning path', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ runWorker: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds non-cash partner offers and one bank-confirmed donation whose reward the worker issues, once', async () => {
    await seedDemoData(t.database.db, { onlyIfEmpty: false });
    const seeded = await t.database.db.select().from(partners);
    expect(seeded.map((p) => p.category).sort()).toEqual(['Bookshop', 'Café', 'Cinema', 'Gym', 'Pharmacy']);

    const donor = await accountApi(t.app).signIn('demo.donor.oneg@raktsetu.local', DEMO_PASSWORD);
    const list = () =>
      t.app.inject({ method: 'GET', url: `/api/donors/${donor.userId}/coupons`, headers: bearer(donor.accessToken) });
    // Nothing issued by the seed itself: the coupon comes from the queued reward.
    expect((await list()).json().data).toEqual([]);
    await t.app.outbox.drain();
    const held = (await list()).json().data;
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: 'Issued', reason: 'donation', partner_city: 'Mumbai' });

    await seedDemoData(t.database.db, { onlyIfEmpty: false });
    await t.app.outbox.drain();
    expect((await list()).json().data).toHaveLength(1);
    expect(await t.database.db.select().from(partners)).toHaveLength(5);
  });
});
