import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** Reverse geocoding from the bundled towns list (no third-party service sees where users are). */
describe('GET /api/geo/reverse', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const reverse = (query: string) => t.app.inject({ method: 'GET', url: `/api/geo/reverse?${query}` });

  it('names Mumbai, Maharashtra, India for a point in Mumbai', async () => {
    const res = await reverse('latitude=19.0760&longitude=72.8777');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      locality: 'Mumbai',
      city: 'Mumbai',
      principalSubdivision: 'Maharashtra',
      countryName: 'India',
      postcode: '',
    });
  });

  it('names the nearest town elsewhere too (Pune)', async () => {
    const res = await reverse('latitude=18.5204&longitude=73.8567');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ city: 'Pune', principalSubdivision: 'Maharashtra' });
  });

  it('answers 404 for a point in the Indian Ocean far from land', async () => {
    const res = await reverse('latitude=-10&longitude=80');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it.each([
    ['latitude=200&longitude=72.8777', 'latitude', 'Latitude must be between -90 and 90'],
    ['latitude=19.07&longitude=-181', 'longitude', 'Longitude must be between -180 and 180'],
    ['latitude=north&longitude=72.8777', 'latitude', 'Latitude must be between -90 and 90'],
  ])('refuses %s with 400', async (query, field, message) => {
    const res = await reverse(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ field, message });
  });

  it('refuses a missing longitude with 400', async () => {
    const res = await reverse('latitude=19.0760');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'longitude' })]));
  });
});
