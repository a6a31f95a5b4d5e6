import {
  carebotHistoryResponseSchema,
  carebotQueryResponseSchema,
  emergencyResponseSchema,
  interestsResponseSchema,
  recommendationsResponseSchema,
  todayIso,
} from '@raktsetu/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER, DONT_KNOW } from '../../src/features/carebot/carebot-answer.ts';
import { carebotChats } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { carebotApi, parseEvents } from '../support/carebot-api.ts';
import { networkApi, type Person } from '../support/network.ts';
import { commandAccount } from '../support/staff.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from '../support/test-app.ts';

/** Messages one person may send in an hour in this file (low enough to reach in a test). */
const MESSAGES_PER_HOUR = 8;
const EMERGENCY = 'My son has chest pain and trouble breathing after his transfusion';

let t: TestApp;
let clock: TestClock;
let bot: ReturnType<typeof carebotApi>;
let net: ReturnType<typeof networkApi>;

beforeAll(async () => {
  clock = createTestClock();
  t = await createTestApp({ clock, limits: { ...RELAXED_LIMITS, carebotMessagesPerHour: MESSAGES_PER_HOUR } });
  bot = carebotApi(t.app);
  net = networkApi(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function chatsOf(userId: string): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(carebotChats).where(eq(carebotChats.user_id, userId));
  return row?.n ?? 0;
}

describe('POST /api/ai/carebot/query without a model', () => {
  let patient: Person;
  beforeAll(async () => {
    patient = await net.patient();
  });

  it('answers "What is Thalassemia?" from the knowledge base with a source, a citation and the disclaimer', async () => {
    const res = await bot.ask(patient.accessToken, 'What is Thalassemia?');
    expect(res.statusCode, res.body).toBe(200);
    const body = carebotQueryResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'success', message: 'Reply ready', source: 'kb', safety: null });
    expect(body.response).toMatch(/thalass?a?emia/i);
    expect(body.response).toMatch(/Source: .+ \(\d{4}\)/);
    expect(body.response.endsWith(DISCLAIMER)).toBe(true);
    expect(body.citations.length).toBeGreaterThanOrEqual(1);
    expect(body.related_questions.length).toBeGreaterThanOrEqual(1);
    expect(body.chat_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says honestly it does not know a question outside its knowledge, and offers nearby topics', async () => {
    const res = await bot.ask(patient.accessToken, 'Who won the cricket world cup final in 1983?');
    expect(res.statusCode, res.body).toBe(200);
    const body = carebotQueryResponseSchema.parse(res.json());
    expect(body.source).toBe('kb');
    expect(body.response.startsWith(DONT_KNOW)).toBe(true);
    expect(body.citations).toEqual([]);
    expect(body.related_questions.length).toBeGreaterThanOrEqual(2);
    expect(body.related_questions.length).toBeLessThanOrEqual(3);
  });

  it('answers an emergency with the 112 line alone, from the safety rules, with call and SOS actions', async () => {
    const res = await bot.ask(patient.accessToken, EMERGENCY);
    expect(res.statusCode, res.body).toBe(200);
    const body = carebotQueryResponseSchema.parse(res.json());
    expect(body).toMatchObject({ source: 'safety', safety: 'emergency', citations: [], related_questions: [] });
    expect(body.response).toMatch(/112/);
    expect(body.response).not.toContain(DISCLAIMER);
    expect(body.actions).toContainEqual(expect.objectContaining({ kind: 'call', phone: '112' }));
    expect(body.actions).toContainEqual({ kind: 'sos' });
  });

  it('refuses an empty or whitespace message with 400 and keeps nothing', async () => {
    const fresh = await net.patient();
    for (const message of ['', '   \n\t ', undefined, 42]) {
      const res = await bot.ask(fresh.accessToken, message);
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().details).toEqual([{ field: 'message', message: expect.any(String) }]);
    }
    expect((await bot.ask(fresh.accessToken, '   ')).json().details[0].message).toBe('Please type a message');
    expect((await bot.ask(fresh.accessToken, 'x'.repeat(1001))).statusCode).toBe(400);
    expect(await chatsOf(fresh.userId)).toBe(0);
  });

  it('asks for sign-in (401) on every CareBot call', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/ai/carebot/query', payload: { message: 'hi' } },
      { method: 'POST' as const, url: '/api/ai/carebot/query/stream', payload: { message: 'hi' } },
      { method: 'GET' as const, url: '/api/ai/carebot/history' },
      { method: 'DELETE' as const, url: '/api/ai/carebot/history' },
      { method: 'GET' as const, url: '/api/ai/patient/interests' },
      { method: 'PUT' as const, url: '/api/ai/patient/interests', payload: { interests: ['yoga'] } },
      { method: 'GET' as const, url: '/api/ai/recommendations' },
      { method: 'POST' as const, url: '/api/ai/emergency', payload: { situation: 'fever' } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json().status).toBe('error');
    }
  });

  it('refuses the message over the hourly allowance with a 429 that says how long to wait and to call 112', async () => {
    const chatty = await net.patient();
    for (let i = 0; i < MESSAGES_PER_HOUR; i++) {
      expect((await bot.ask(chatty.accessToken, `What is ferritin? ${i}`)).statusCode).toBe(200);
    }
    const refused = await bot.ask(chatty.accessToken, 'What is ferritin?');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You've sent many messages in the last hour. Please wait 60 minutes. For an emergency call 112.",
    );
    expect((await bot.stream(chatty.accessToken, 'What is ferritin?')).statusCode).toBe(429);
    expect(await chatsOf(chatty.userId)).toBe(MESSAGES_PER_HOUR);
    // Another person is not affected, and the allowance comes back after the hour.
    expect((await bot.ask(patient.accessToken, 'What is ferritin?')).statusCode).toBe(200);
    clock.advance(61 * 60 * 1000);
    await net.renew(chatty, patient);
    expect((await bot.ask(chatty.accessToken, 'What is ferritin?')).statusCode).toBe(200);
  });
});

describe('POST /api/ai/carebot/query/stream without a model', () => {
  it('streams the knowledge-base reply as one delta, then done with the whole reply, and keeps it', async () => {
    const patient = await net.patient();
    const res = await bot.stream(patient.accessToken, 'What is Thalassemia?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.payload);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    const done = carebotQueryResponseSchema.parse(events[1]?.data);
    expect(done.source).toBe('kb');
    expect(events[0]?.data.text).toBe(done.response);
    const history = carebotHistoryResponseSchema.parse((await bot.history(patient.accessToken)).json());
    expect(history.data).toEqual([expect.objectContaining({ chat_id: done.chat_id, prompt: 'What is Thalassemia?' })]);
  });

  it('streams an emergency as the safety line alone', async () => {
    const patient = await net.patient();
    const events = parseEvents((await bot.stream(patient.accessToken, EMERGENCY)).payload);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(events[1]?.data).toMatchObject({ source: 'safety', safety: 'emergency' });
  });

  it('validates like the whole-reply call: 400 before any stream starts', async () => {
    const patient = await net.patient();
    const res = await bot.stream(patient.accessToken, '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'message', message: 'Please type a message' }]);
  });
});

describe('GET and DELETE /api/ai/carebot/history', () => {
  it('lists only the owner’s chats, newest first, with limit and offset; erasing leaves others’ chats', async () => {
    const owner = await net.patient();
    const other = await net.donor('O+', null);
    const questions = ['What is Thalassemia?', 'What is ferritin?', 'How often are transfusions needed?'];
    for (const q of questions) {
      expect((await bot.ask(owner.accessToken, q)).statusCode).toBe(200);
      clock.advance(1000);
    }
    expect((await bot.ask(other.accessToken, 'How often can I donate blood?')).statusCode).toBe(200);

    const all = carebotHistoryResponseSchema.parse((await bot.history(owner.accessToken)).json());
    expect(all.data.map((e) => e.prompt)).toEqual([...questions].reverse());
    expect(all.data[0]).toEqual({
      chat_id: expect.any(String),
      prompt: questions[2],
      response: expect.stringContaining('Source:'),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source: 'kb',
    });
    const page = (await bot.history(owner.accessToken, '?limit=1&offset=1')).json();
    expect(page.data.map((e: { prompt: string }) => e.prompt)).toEqual([questions[1]]);
    const others = (await bot.history(other.accessToken)).json();
    expect(others.data.map((e: { prompt: string }) => e.prompt)).toEqual(['How often can I donate blood?']);

    expect((await bot.history(owner.accessToken, '?limit=0')).statusCode).toBe(400);
    expect((await bot.history(owner.accessToken, '?limit=101')).statusCode).toBe(400);
    expect((await bot.history(owner.accessToken, '?offset=-1')).statusCode).toBe(400);

    const erased = await bot.erase(owner.accessToken);
    expect(erased.statusCode).toBe(200);
    expect(erased.json().data).toEqual({ deleted: 3 });
    expect((await bot.history(owner.accessToken)).json().data).toEqual([]);
    expect((await bot.history(other.accessToken)).json().data).toHaveLength(1);
  });
});

describe('GET and PUT /api/ai/patient/interests', () => {
  it('keeps a donor’s interests trimmed, lower-case and unique, the same list as the profile and donor settings', async () => {
    const donor = await net.donor('B+', null);
    const saved = await bot.saveInterests(donor.accessToken, ['  Yoga ', 'Cooking', 'yoga', 'MUSIC']);
    expect(saved.statusCode, saved.body).toBe(200);
    const body = interestsResponseSchema.parse(saved.json());
    expect(body.data.interests).toEqual(['yoga', 'cooking', 'music']);
    expect(body.message).toBe('Interests saved successfully! CareBot will now provide more personalized responses.');
    expect((await bot.interests(donor.accessToken)).json().data.interests).toEqual(['yoga', 'cooking', 'music']);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(donor.accessToken) });
    expect(profile.json().data.interests).toEqual(['yoga', 'cooking', 'music']);

    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/donors/${donor.userId}/settings`,
      headers: bearer(donor.accessToken),
      payload: { is_available_for_sos: true, qloo_taste_keywords: ['travel'] },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await bot.interests(donor.accessToken)).json().data.interests).toEqual(['travel']);
  });

  it('keeps a patient’s interests on the patient record', async () => {
    const patient = await net.patient();
    expect((await bot.interests(patient.accessToken)).json().data.interests).toEqual([]);
    expect((await bot.saveInterests(patient.accessToken, ['Healthy Eating'])).statusCode).toBe(200);
    expect((await bot.interests(patient.accessToken)).json().data.interests).toEqual(['healthy eating']);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: bearer(patient.accessToken),
    });
    expect(profile.json().data.interests).toEqual(['healthy eating']);
  });

  it('refuses bad lists with 400 and staff or admins with 403, changing nothing', async () => {
    const patient = await net.patient();
    await bot.saveInterests(patient.accessToken, ['art']);
    for (const bad of ['art', [42], ['x'.repeat(61)], Array.from({ length: 51 }, (_, i) => `i${i}`), null]) {
      expect((await bot.saveInterests(patient.accessToken, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await bot.interests(patient.accessToken)).json().data.interests).toEqual(['art']);
    const admin = await commandAccount(t.app, t.database.db, 'Admin');
    for (const res of [await bot.interests(admin.accessToken), await bot.saveInterests(admin.accessToken, ['art'])]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Interests are kept for patients and donors only.');
    }
  });
});

describe('GET /api/ai/recommendations', () => {
  it('tells a donor who gave 30 days ago the day they may give again, how to prepare and how to recover', async () => {
    const today = todayIso(clock.now());
    const gave = new Date(`${today}T00:00:00Z`);
    gave.setUTCDate(gave.getUTCDate() - 30);
    const lastDonation = gave.toISOString().slice(0, 10);
    const next = new Date(`${lastDonation}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 90);
    const donor = await net.donor('A+', null, { last_donation_date: lastDonation });

    const res = await bot.recommendations(donor.accessToken, '?user_type=Donor');
    expect(res.statusCode, res.body).toBe(200);
    const body = recommendationsResponseSchema.parse(res.json());
    expect(body.data[0]).toMatchObject({ title: 'Your next donation', date: next.toISOString().slice(0, 10) });
    expect(body.data.map((r) => r.title)).toEqual(expect.arrayContaining(['Before you donate', 'After you donate']));
    expect((await bot.recommendations(donor.accessToken)).json().data[0].date).toBe(next.toISOString().slice(0, 10));
  });

  it('tells a patient what to track and how often, with citations, and articles on their interests', async () => {
    const patient = await net.patient();
    const plain = recommendationsResponseSchema.parse((await bot.recommendations(patient.accessToken)).json());
    expect(plain.data.map((r) => r.title)).toEqual(['Transfusions', 'Ferritin and iron', 'Chelation']);
    expect(plain.data[0]?.body).toMatch(/every 2–4 weeks/);
    expect(plain.data[1]?.body).toMatch(/every 3 months/);
    expect(plain.data.some((r) => r.citation !== null)).toBe(true);
    expect(JSON.stringify(plain.data)).not.toMatch(/\d+\s*mg/i);

    await bot.saveInterests(patient.accessToken, ['healthy eating', 'education', 'mental health', 'sports']);
    const personal = recommendationsResponseSchema.parse((await bot.recommendations(patient.accessToken)).json());
    expect(personal.data.length).toBeGreaterThan(plain.data.length);
  });

  it('refuses an unknown user_type with 400', async () => {
    const patient = await net.patient();
    const res = await bot.recommendations(patient.accessToken, '?user_type=Alien');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/user_type must be Patient or Donor/);
  });
});

describe('POST /api/ai/emergency', () => {
  it('triages an emergency with the 112 advice and actions, and an ordinary worry as routine', async () => {
    const patient = await net.patient();
    const urgent = emergencyResponseSchema.parse((await bot.emergency(patient.accessToken, EMERGENCY)).json());
    expect(urgent.data).toMatchObject({ severity: 'emergency', category: 'emergency' });
    expect(urgent.data.advice).toMatch(/112/);
    expect(urgent.data.actions).toContainEqual(expect.objectContaining({ kind: 'call', phone: '112' }));

    const calm = emergencyResponseSchema.parse(
      (await bot.emergency(patient.accessToken, 'What should my daughter eat for lunch at school?')).json(),
    );
    expect(calm.data).toMatchObject({ severity: 'routine', category: null, actions: [] });
    expect(await chatsOf(patient.userId)).toBe(0);
  });

  it('refuses an empty situation with 400', async () => {
    const patient = await net.patient();
    const res = await bot.emergency(patient.accessToken, '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'situation', message: 'Please describe the situation' }]);
  });
});
