import { carebotQueryResponseSchema } from '@raktsetu/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DISCLAIMER } from '../../src/features/carebot/carebot-answer.ts';
import { CAREBOT_TEXTS } from '../../src/features/carebot/carebot-texts.ts';
import { bearer } from '../support/accounts.ts';
import { carebotApi, parseEvents } from '../support/carebot-api.ts';
import { startFakeLlm, type FakeLlm } from '../support/fake-llm.ts';
import { networkApi, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * CareBot with a language model configured: a fake OpenAI-compatible server over real HTTP stands in for it.
 */

/** Short, so the test of a model that never answers takes well under a second or two (ms). */
const TIMEOUT_MS = 400;
const NAME = 'Zoravar Quintessa';
const PHONE = '+91 91234 56789';
const CARE = 'A plain answer about Thalassemia. It is inherited, not caught from anyone. Ask your haematologist.';
const DOSE = 'Deferasirox helps the body remove extra iron. Give 30 mg/kg daily with water. Ask your haematologist.';

let t: TestApp;
let fake: FakeLlm;
let bot: ReturnType<typeof carebotApi>;
let patient: Person;
let email: string;
const log: string[] = [];

beforeAll(async () => {
  fake = await startFakeLlm();
  t = await createTestApp({
    env: { LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: String(TIMEOUT_MS), LOG_LEVEL: 'warn' },
    logger: undefined,
    logStream: { write: (line: string) => void log.push(line) },
    limits: RELAXED_LIMITS,
  });
  bot = carebotApi(t.app);
  patient = await networkApi(t.app).patient('B+', { full_name: NAME, phone_number: PHONE });
  email = patient.email;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  log.length = 0;
});

const lastRequest = () => fake.requests.at(-1);

describe('POST /api/ai/carebot/query with a model', () => {
  it("answers with the model's reply (source ai), cites the passages it was given and adds the disclaimer", async () => {
    fake.behave({ kind: 'reply', text: CARE });
    const res = await bot.ask(patient.accessToken, 'What is Thalassemia?');
    expect(res.statusCode, res.body).toBe(200);
    const body = carebotQueryResponseSchema.parse(res.json());
    expect(body.source).toBe('ai');
    expect(body.response).toBe(`${CARE}\n\n${DISCLAIMER}`);
    expect(body.citations.length).toBeGreaterThanOrEqual(1);

    const sent = lastRequest();
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.body.model).toBe('fake-model');
    const [system, user] = sent?.body.messages ?? [];
    expect(user).toEqual({ role: 'user', content: 'What is Thalassemia?' });
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/Never give a dose/);
    expect(system?.content).toMatch(/Source: .+ \(\d{4}\)/);
    expect(system?.content).toMatch(/person with Thalassemia or a family member/);
  });

  it('never sends the model the name, phone number or e-mail address of the person asking', async () => {
    fake.behave({ kind: 'reply', text: CARE });
    await bot.ask(patient.accessToken, 'What is Thalassemia?');
    await bot.stream(patient.accessToken, 'What is ferritin?');
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.raw).not.toContain('Zoravar');
      expect(request.raw).not.toContain('Quintessa');
      expect(request.raw).not.toContain('91234');
      expect(request.raw.toLowerCase()).not.toContain(email);
      expect(request.raw).not.toContain(patient.userId);
    }
  });

  it('rewrites a dose the model writes before it reaches the person, on both endpoints', async () => {
    fake.behave({ kind: 'reply', text: DOSE });
    const whole = carebotQueryResponseSchema.parse(
      (await bot.ask(patient.accessToken, 'What does deferasirox do?')).json(),
    );
    expect(whole.source).toBe('ai');
    expect(whole.response).not.toMatch(/30\s*mg/);
    expect(whole.response).toMatch(/remove extra iron/);
    expect(whole.safety).toBe('dose');

    const events = parseEvents((await bot.stream(patient.accessToken, 'What does deferasirox do?')).payload);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));
    expect(deltas.length).toBeGreaterThan(1);
    for (const delta of deltas) expect(delta).not.toMatch(/\d+\s*mg/);
    const done = carebotQueryResponseSchema.parse(events.at(-1)?.data);
    expect(done.response).not.toMatch(/30\s*mg/);
    const history = (await bot.history(patient.accessToken, '?limit=2')).json().data as { response: string }[];
    for (const entry of history) expect(entry.response).not.toMatch(/30\s*mg/);
  });

  it('falls back to the knowledge base (source kb) when the model never answers, and logs no question', async () => {
    fake.behave({ kind: 'hang' });
    const started = Date.now();
    const res = await bot.ask(patient.accessToken, 'What is Thalassemia exactly?');
    expect(res.statusCode, res.body).toBe(200);
    const body = carebotQueryResponseSchema.parse(res.json());
    expect(body.source).toBe('kb');
    expect(body.response).toMatch(/Source: /);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 10);

    const events = parseEvents((await bot.stream(patient.accessToken, 'What is Thalassemia exactly?')).payload);
    expect(events.map((e) => e.event)).toEqual(['delta', 'done']);
    expect(events[1]?.data.source).toBe('kb');

    const written = log.join('');
    expect(written).toMatch(/CareBot model failed/);
    expect(written).not.toMatch(/exactly/);
    expect(written).not.toContain('Zoravar');
  });

  it('falls back to the knowledge base when the model answers with an error', async () => {
    fake.behave({ kind: 'fail', status: 500 });
    const body = carebotQueryResponseSchema.parse((await bot.ask(patient.accessToken, 'What is ferritin?')).json());
    expect(body.source).toBe('kb');
  });

  it('answers an emergency from the safety rules without asking the model', async () => {
    fake.behave({ kind: 'reply', text: CARE });
    const body = carebotQueryResponseSchema.parse(
      (await bot.ask(patient.accessToken, 'My son has chest pain and trouble breathing')).json(),
    );
    expect(body).toMatchObject({ source: 'safety', safety: 'emergency' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('a model in Hindi and Marathi', () => {
  const askIn = (language: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ai/carebot/query',
      headers: { ...bearer(patient.accessToken), 'accept-language': language },
      payload: { message },
    });

  it('tells the model to answer in Hindi, gives it the Hindi passages, and rewrites a dose it writes in Hindi', async () => {
    const HINDI_DOSE = 'डेफेरासिरॉक्स शरीर से ज़्यादा आयरन निकालता है। रोज़ दो गोली दें। अपने हीमेटोलॉजिस्ट से पूछें।';
    fake.behave({ kind: 'reply', text: HINDI_DOSE });
    const res = await askIn('hi-IN', 'मैं कितने दिन बाद फिर से रक्तदान कर सकता हूँ?');
    expect(res.statusCode, res.body).toBe(200);
    const body = carebotQueryResponseSchema.parse(res.json());
    expect(body.source).toBe('ai');
    expect(body.safety).toBe('dose');
    expect(body.response).not.toContain('दो गोली');
    expect(body.response).toContain(CAREBOT_TEXTS.hi.doseReplacement);
    expect(body.response.endsWith(CAREBOT_TEXTS.hi.disclaimer)).toBe(true);
    const [system] = lastRequest()?.body.messages ?? [];
    expect(system?.content).toMatch(/Answer in Hindi \(हिन्दी\)/);
    expect(system?.content).toContain('कम से कम 90 दिन');
  });

  it('streams a Hindi reply a sentence (।) at a time, the dose sentence already rewritten', async () => {
    fake.behave({ kind: 'reply', text: 'आयरन कम करने की दवा ज़रूरी है। रोज़ दो गोली दें। बाकी डॉक्टर बताएँगे।' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ai/carebot/query/stream',
      headers: { ...bearer(patient.accessToken), 'accept-language': 'hi' },
      payload: { message: 'कीलेशन क्या है?' },
    });
    expect(res.statusCode).toBe(200);
    const events = parseEvents(res.payload);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.join('')).not.toContain('दो गोली');
    expect(deltas.join('')).toContain(CAREBOT_TEXTS.hi.doseReplacement);
    const done = events.find((e) => e.event === 'done');
    expect(done?.data.safety).toBe('dose');
    expect(String(done?.data.response).endsWith(CAREBOT_TEXTS.hi.disclaimer)).toBe(true);
  });

  it('tells the model to answer in Marathi when the app is in Marathi, even for an English question', async () => {
    fake.behave({ kind: 'reply', text: 'थॅलेसेमिया हा जन्मापासून असलेला रक्ताचा आजार आहे.' });
    const res = await askIn('mr', 'What is Thalassemia?');
    expect(res.statusCode, res.body).toBe(200);
    const [system] = lastRequest()?.body.messages ?? [];
    expect(system?.content).toMatch(/Answer in Marathi \(मराठी\)/);
  });
});

describe('POST /api/ai/carebot/query/stream with a model', () => {
  it('sends the reply a sentence at a time as delta events, then done with the whole reply, and keeps it', async () => {
    fake.behave({ kind: 'reply', text: CARE });
    const res = await bot.stream(patient.accessToken, 'Tell me about Thalassemia');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(res.payload);
    const kinds = events.map((e) => e.event);
    expect(kinds.at(-1)).toBe('done');
    expect(kinds.slice(0, -1).every((k) => k === 'delta')).toBe(true);
    const deltas = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text));
    // Three sentences and the disclaimer.
    expect(deltas).toHaveLength(4);
    expect(deltas[0]).toBe('A plain answer about Thalassemia. ');
    const done = carebotQueryResponseSchema.parse(events.at(-1)?.data);
    expect(done).toMatchObject({ status: 'success', source: 'ai', response: `${CARE}\n\n${DISCLAIMER}` });
    expect(deltas.join('')).toBe(done.response);
    expect(lastRequest()?.body.stream).toBe(true);
    const [latest] = (await bot.history(patient.accessToken, '?limit=1')).json().data as { chat_id: string }[];
    expect(latest?.chat_id).toBe(done.chat_id);
  });
});
