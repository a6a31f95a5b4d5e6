import { BLOOD_COMPONENTS, BLOOD_GROUPS } from '@raktsetu/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta, bloodBanks, towns } from '../../src/db/schema/index.ts';
import { seedReferenceData } from '../../src/db/seeds/reference-data.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('public reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/public-data/blood-groups lists the eight groups with ids 1–8 in their fixed order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-data/blood-groups' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: BLOOD_GROUPS });
  });

  it('GET /api/public-data/blood-components lists the five components with ids 1–5', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public-data/blood-components' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: BLOOD_COMPONENTS });
  });

  it('loads every bank and town of the shipped files', async () => {
    const [banks] = await t.database.db.select({ n: count() }).from(bloodBanks);
    const [places] = await t.database.db.select({ n: count() }).from(towns);
    expect(banks?.n).toBe(2810);
    expect(places?.n).toBe(7073);
    const [aiims] = await t.database.db
      .select()
      .from(bloodBanks)
      .where(eq(bloodBanks.name, 'G.B. Pant Hospital Blood bank'));
    expect(aiims).toMatchObject({
      city: 'Port Blair',
      category: 'Government',
      latitude: 11.675442,
      components_available: true,
    });
  });

  it('re-running the seed neither duplicates nor loses rows, even when forced to reload', async () => {
    expect(await seedReferenceData(t.database.db)).toEqual({ loaded: false, banks: 0, towns: 0 });
    await t.database.db.delete(appMeta);
    const forced = await seedReferenceData(t.database.db);
    expect(forced).toEqual({ loaded: true, banks: 2810, towns: 7073 });
    const [banks] = await t.database.db.select({ n: count() }).from(bloodBanks);
    const [places] = await t.database.db.select({ n: count() }).from(towns);
    expect(banks?.n).toBe(2810);
    expect(places?.n).toBe(7073);
  });
});
