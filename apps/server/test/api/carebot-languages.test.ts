import { carebotQueryResponseSchema, emergencyResponseSchema } from '@raktsetu/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../src/features/carebot/carebot-answer.ts';
import { CAREBOT_TEXTS } from '../../src/features/carebot/carebot-texts.ts';
import { SAFETY_TEXTS } from '../../src/features/carebot/safety/safety-texts.ts';
import { bearer } from '../support/accounts.ts';
import { parseEvents } from '../support/carebot-api.ts';
import { networkApi, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * CareBot in Hindi and Marathi: the app's language (Accept-Language) or a question typed in Devanagari chooses the
 * language of the safety replies, the built-in answers and every fixed text around them.
 */

let t: TestApp;
let patient: Person;
let donor: Person;

beforeAll(async () => {
  t = await createTestApp({ limits: RELAXED_LIMITS });
  const net = networkApi(t.app);
  patient = await net.patient('B+');
  donor = await net.donor('O+', null);
});
afterAll(async () => {
  await t?.close();
});

function ask(person: Person, message: string, language?: string) {
  const headers = { ...bearer(person.accessToken), ...(language ? { 'accept-language': language } : {}) };
  return t.app.inject({ method: 'POST', url: '/api/ai/carebot/query', headers, payload: { message } });
}

async function reply(person: Person, message: string, language?: string) {
  const res = await ask(person, message, language);
  expect(res.statusCode, res.body).toBe(200);
  return carebotQueryResponseSchema.parse(res.json());
}

describe('CareBot answers in the asker’s language', () => {
  it('gives the Hindi emergency reply, with 112 and its actions, to a Hindi emergency from a Hindi app', async () => {
    const body = await reply(patient, 'मेरे बच्चे को साँस नहीं आ रही, होंठ नीले पड़ गए हैं', 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(body.source).toBe('safety');
    expect(body.safety).toBe('emergency');
    expect(body.response).toContain(SAFETY_TEXTS.hi.emergencyLead);
    expect(body.response).toContain('112');
    expect(body.response).not.toMatch(/[A-Za-z]{4,}/);
    expect(body.message).toBe(CAREBOT_TEXTS.hi.replyReady);
    expect(body.actions).toEqual([
      { kind: 'call', phone: '112', label: '112 पर कॉल करें' },
      { kind: 'sos' },
      { kind: 'blood_banks' },
    ]);
  });

  it('answers a Hindi emergency typed into the English app in Hindi too (108 ambulances are reached through 112)', async () => {
    const body = await reply(patient, 'बच्चा बेहोश हो गया है', 'en-IN');
    expect(body.safety).toBe('emergency');
    expect(body.response.startsWith(SAFETY_TEXTS.hi.emergencyLead)).toBe(true);
  });

  it('gives the Marathi safe reply with the Tele-MANAS helpline to a Marathi self-harm message', async () => {
    const body = await reply(patient, 'मला आता जगावंसं वाटत नाही, जीव द्यावासा वाटतो', 'mr');
    expect(body.source).toBe('safety');
    expect(body.safety).toBe('self_harm');
    expect(body.response).toContain(SAFETY_TEXTS.mr.selfHarmLead);
    expect(body.response).toContain('14416');
    expect(body.response).toContain('1-800-891-4416');
    expect(body.response).toContain('112');
    expect(body.actions).toEqual([
      { kind: 'call', phone: '14416', label: 'Tele-MANAS 14416 वर कॉल करा' },
      { kind: 'call', phone: '112', label: '112 वर कॉल करा' },
    ]);
    expect(body.citations).toEqual([]);
  });

  it('answers a Hindi question about the donation interval with the Hindi article, its source and the Hindi disclaimer', async () => {
    const body = await reply(donor, 'मैं कितने दिन बाद फिर से रक्तदान कर सकता हूँ?', 'hi');
    expect(body.source).toBe('kb');
    expect(body.safety).toBeNull();
    expect(body.response).toContain('कम से कम 90 दिन');
    expect(body.response).toContain('कम से कम 120 दिन');
    expect(body.response).toContain('स्रोत: National Blood Transfusion Council');
    expect(body.response).not.toContain(CAREBOT_TEXTS.hi.notTranslated);
    expect(body.response.endsWith(CAREBOT_TEXTS.hi.disclaimer)).toBe(true);
    expect(body.citations[0]?.title).toBe('मैं कितने समय बाद दोबारा रक्तदान कर सकता हूँ?');
    expect(body.related_questions.length).toBeGreaterThan(0);
    for (const q of body.related_questions) expect(q).toMatch(/\p{Script=Devanagari}/u);
  });

  it('answers an English question from the Marathi app with the Marathi article when it is translated', async () => {
    const body = await reply(donor, 'How often can I donate blood?', 'mr-IN');
    expect(body.response).toContain('किमान 90 दिवसांचं');
    expect(body.response.endsWith(CAREBOT_TEXTS.mr.disclaimer)).toBe(true);
  });

  it('streams the Marathi reply the same way, ending with the same reply in `done`', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/carebot/query/stream',
      headers: { ...bearer(donor.accessToken), 'accept-language': 'mr' },
      payload: { message: 'मी किती दिवसांनी पुन्हा रक्तदान करू शकतो?' },
    });
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.payload);
    const done = events.find((e) => e.event === 'done');
    const text = events
      .filter((e) => e.event === 'delta')
      .map((e) => String(e.data.text))
      .join('');
    expect(done?.data.response).toBe(text);
    expect(text).toContain('किमान 90 दिवसांचं');
  });

  it('keeps English replies as they were for the English app', async () => {
    const body = await reply(donor, 'How often can I donate blood?', 'en-IN,en;q=0.9');
    expect(body.response).toContain('at least 90 days');
    expect(body.response.endsWith(DISCLAIMER)).toBe(true);
    expect(body.message).toBe('Reply ready');
  });

  it('answers history, erasing and interests in the app’s language, and refuses staff in it', async () => {
    const hi = (person: Person) => ({ ...bearer(person.accessToken), 'accept-language': 'hi' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/ai/patient/interests',
      headers: hi(patient),
      payload: { interests: ['music'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(CAREBOT_TEXTS.hi.interestsSaved);
    const history = await t.app.inject({ method: 'GET', url: '/api/ai/carebot/history', headers: hi(patient) });
    expect(history.json().message).toMatch(/^\d+ संदेश$/);
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/ai/carebot/history', headers: hi(donor) });
    expect(erased.json().message).toBe(CAREBOT_TEXTS.hi.historyErased);
  });

  it('gives a patient’s recommendations in Marathi, with Marathi citations', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ai/recommendations',
      headers: { ...bearer(patient.accessToken), 'accept-language': 'mr' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json() as { message: string; data: { title: string; body: string }[] };
    expect(message).toBe(CAREBOT_TEXTS.mr.recommendations);
    expect(data[0]?.title).toBe('रक्त देणं');
    expect(data[0]?.body).toContain('2–4');
    for (const r of data) expect(r.title).toMatch(/\p{Script=Devanagari}/u);
  });

  it('gives the triage advice in the app’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/emergency',
      headers: { ...bearer(patient.accessToken), 'accept-language': 'hi' },
      payload: { situation: 'थोड़ी थकान है' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = emergencyResponseSchema.parse(res.json());
    expect(data.severity).toBe('routine');
    expect(data.advice).toBe(CAREBOT_TEXTS.hi.routineAdvice);
  });
});
