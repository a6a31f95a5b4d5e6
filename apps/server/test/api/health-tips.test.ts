import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentTip } from '../../src/features/health-tips/health-tips.ts';
import { ARTICLES } from '../../src/features/carebot/knowledge/index.ts';
import { homeApi } from '../support/home.ts';
import type { Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

const DONATION_TOPICS = ['donation-eligibility', 'donation-process'];
type Tip = {
  id: string;
  title: string;
  body: string;
  topic: string;
  source: { organisation: string };
  language?: string;
};
const DEVANAGARI = /[\u0900-\u097F]/;

describe('GET /api/health-tips', () => {
  let t: TestApp;
  let api: ReturnType<typeof homeApi>;
  let patient: Person;
  let donor: Person;

  const tips = async (who: Person, q?: string, language?: string): Promise<Tip[]> => {
    const url = `/api/health-tips${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`;
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${who.accessToken}`, ...(language && { 'accept-language': language }) },
    });
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

  it('answers in Hindi for a Hindi reader: the translated title and body, marked hi', async () => {
    const english = await tips(patient);
    const hindi = await tips(patient, undefined, 'hi-IN,hi;q=0.9,en;q=0.5');
    expect(hindi.map((tip) => tip.id)).toEqual(english.map((tip) => tip.id));
    const first = hindi[0]!;
    const article = ARTICLES.find((a) => a.id === first.id)!;
    expect(first.title).toBe(article.translations?.hi?.title);
    expect(first.body).toBe(article.translations?.hi?.body);
    expect(first.language).toBe('hi');
    expect(first.title).toMatch(DEVANAGARI);
    // No header, or a language we do not speak: English, marked en.
    expect(english[0]?.title).toBe(article.title);
    expect(english[0]?.language).toBe('en');
    expect((await tips(patient, undefined, 'fr'))[0]?.language).toBe('en');
  });

  it('finds translated tips with a search in Devanagari, in the reader’s language', async () => {
    const found = await tips(patient, 'आयरन चिलेशन', 'hi');
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]?.topic).toBe('iron-and-chelation');
    expect(found[0]?.language).toBe('hi');
    const marathi = await tips(donor, 'रक्तदान', 'mr');
    expect(marathi.length).toBeGreaterThan(0);
    expect(marathi[0]?.language).toBe('mr');
    expect(marathi[0]?.title).toMatch(DEVANAGARI);
  });

  it('gives the dashboard’s tip of the day in the reader’s language too', async () => {
    const board = async (language?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: { authorization: `Bearer ${patient.accessToken}`, ...(language && { 'accept-language': language }) },
      });
      expect(res.statusCode).toBe(200);
      return res.json().data.health_tip as Tip;
    };
    const english = await board();
    const marathi = await board('mr');
    expect(marathi.id).toBe(english.id);
    expect(english.language).toBe('en');
    expect(marathi.language).toBe('mr');
    expect(marathi.title).toBe(ARTICLES.find((a) => a.id === english.id)?.translations?.mr?.title);
  });

  it('gives an article not yet translated into Marathi in English, marked en, so the page can say so', () => {
    const article = ARTICLES[0]!;
    const untranslated = { ...article, translations: { hi: article.translations!.hi! } };
    const tip = presentTip(untranslated, 'mr');
    expect(tip).toMatchObject({ id: article.id, title: article.title, body: article.body, language: 'en' });
    expect(presentTip(untranslated, 'hi')).toMatchObject({ title: article.translations?.hi?.title, language: 'hi' });
  });
});
