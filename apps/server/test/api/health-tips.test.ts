import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeApi } from '../support/home.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const DONATION_TOPICS = ['donation-eligibility', 'donation-process'];
type Tip = { id: string; title: string; body: string; topic: string; source: { organisation: string } };

describe('GET /api/health-tips', () => {
  let t: TestApp;
  let api: ReturnType<typeof homeApi>;
  let patient: Person;
  let donor: Person;

  const tips = async (who: Person, q?: string): Promise<Tip[]> => {
    const res = await api.get(who, `/api/health-tips${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  beforeAll(async () => {
    const clock = createTestClock();
    t = await createTestApp({ clock, limits: RELAXED_LIMITS, runWorker: false });
    api = homeApi(t.app, clock);
    patient = await api.patient('Meera Shah');
    donor = await api.donor('Ravi Kumar', 'O+', { latitude: 19, longitude: 73 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives patients no donation-only topics, each tip with its source', async () => {
    const list = await tips(patient);
    expect(list.length).toBeGreaterThan(10);
    expect(list.filter((tip) => DONATION_TOPICS.includes(tip.topic))).toEqual([]);
    expect(list.map((tip) => tip.topic)).toContain('transfusion');
    for (const tip of list) expect(tip.source.organisation).toBeTruthy();
  });

  it('gives donors the donation topics first, then general ones, and no patient-only ones', async () => {
    const list = await tips(donor);
    expect(DONATION_TOPICS).toContain(list[0]?.topic);
    const topics = list.map((tip) => tip.topic);
    const lastDonation = Math.max(...DONATION_TOPICS.map((topic) => topics.lastIndexOf(topic)));
    expect(topics.slice(lastDonation + 1).filter((topic) => DONATION_TOPICS.includes(topic))).toEqual([]);
    expect(topics).not.toContain('iron-and-chelation');
  });

  it('searches the role’s tips with q', async () => {
    const forDonor = await tips(donor, 'how often can I donate');
    expect(DONATION_TOPICS).toContain(forDonor[0]?.topic);
    const forPatient = await tips(patient, 'ferritin chelation');
    expect(forPatient[0]?.topic).toBe('iron-and-chelation');
    expect(
      (await tips(patient, 'how often can I donate')).filter((tip) => DONATION_TOPICS.includes(tip.topic)),
    ).toEqual([]);
    expect(await tips(patient, 'zzzqqq')).toEqual([]);
  });

  it('refuses a q over 100 characters (400) and strangers (401)', async () => {
    const res = await api.get(patient, `/api/health-tips?q=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('q must be at most 100 characters');
    expect((await api.get(null, '/api/health-tips')).statusCode).toBe(401);
  });
});
