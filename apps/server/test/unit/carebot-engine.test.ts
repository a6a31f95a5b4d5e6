import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { LanguageModel } from '../../src/adapters/llm/llm.ts';
import { DISCLAIMER, DONT_KNOW } from '../../src/features/carebot/carebot-answer.ts';
import { createCarebotEngine, type ReplyEvent } from '../../src/features/carebot/carebot-engine.ts';
import { createRetriever, type AskerContext } from '../../src/features/carebot/carebot-retrieval.ts';
import { FIXTURE_ARTICLES, STUB_DOSE_TEXT, STUB_LEAD, STUB_SAFETY } from '../support/carebot-fixture.ts';

const patient: AskerContext = { role: 'patient', interests: [] };
const donor: AskerContext = { role: 'donor', interests: [] };

function engineWith(model: LanguageModel | null = null) {
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  const engine = createCarebotEngine({
    retriever: createRetriever(FIXTURE_ARTICLES),
    safety: STUB_SAFETY,
    model,
    log,
  });
  return { engine, log };
}

function modelAnswering(text: string): LanguageModel {
  return {
    complete: async () => text,
    async *stream() {
      for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
    },
  };
}

const failingModel: LanguageModel = {
  complete: async () => {
    throw new Error('connection refused');
  },
  // eslint-disable-next-line require-yield
  async *stream() {
    throw new Error('connection refused');
  },
};

async function collect(events: AsyncIterable<ReplyEvent>) {
  const all: ReplyEvent[] = [];
  for await (const e of events) all.push(e);
  return all;
}

describe('the built-in engine', () => {
  it('answers "What is Thalassemia?" from the article with its source, related questions and the disclaimer', async () => {
    const reply = await engineWith().engine.reply('What is Thalassemia?', patient);
    expect(reply.source).toBe('kb');
    expect(reply.response).toContain('inherited blood condition');
    expect(reply.response).toContain('Source: Thalassaemia International Federation, Guidelines (2021)');
    expect(reply.response.endsWith(DISCLAIMER)).toBe(true);
    expect(reply.citations[0]).toMatchObject({ title: 'What is Thalassemia?', year: 2021 });
    expect(reply.related_questions).toContain('Is Thalassemia contagious?');
    expect(reply.safety).toBeNull();
  });

  it('understands typos and Hinglish keywords', async () => {
    const { engine } = engineWith();
    expect((await engine.reply('thalasemia kya hai', patient)).citations[0]?.title).toBe('What is Thalassemia?');
    expect((await engine.reply('ferittin', patient)).citations[0]?.title).toBe('What is ferritin?');
    expect((await engine.reply('khoon dena kitne din baad', donor)).citations[0]?.title).toBe(
      'How often can I donate blood?',
    );
  });

  it('prefers the article written for the asker: "how often" is about transfusions for a patient, donating for a donor', async () => {
    const { engine } = engineWith();
    expect((await engine.reply('How often?', patient)).citations[0]?.title).toBe('How often are transfusions needed?');
    expect((await engine.reply('How often?', donor)).citations[0]?.title).toBe('How often can I donate blood?');
  });

  it('says honestly when it does not know, and offers nearby topics', async () => {
    const reply = await engineWith().engine.reply('Who won the cricket world cup in 1983?', patient);
    expect(reply.response.startsWith(DONT_KNOW)).toBe(true);
    expect(reply.citations).toEqual([]);
    expect(reply.related_questions.length).toBeGreaterThanOrEqual(1);
    expect(reply.related_questions.length).toBeLessThanOrEqual(3);
  });

  it('gives an emergency the safety lead alone, with its actions', async () => {
    const reply = await engineWith(modelAnswering('Anything.')).engine.reply('my son has chest pain', patient);
    expect(reply).toMatchObject({ source: 'safety', safety: 'emergency', response: STUB_LEAD, citations: [] });
    expect(reply.actions).toContainEqual({ kind: 'call', phone: '112', label: 'Call 112' });
  });
});

describe('with a model', () => {
  it('uses the model reply, checked, with the passages as citations', async () => {
    const model = modelAnswering('Thalassemia is inherited. Give 30 mg/kg daily. Ask your doctor.');
    const reply = await engineWith(model).engine.reply('What is Thalassemia?', patient);
    expect(reply.source).toBe('ai');
    expect(reply.response).not.toMatch(/mg/);
    expect(reply.response).toContain(STUB_DOSE_TEXT);
    expect(reply.safety).toBe('dose');
    expect(reply.citations.map((c) => c.title)).toContain('What is Thalassemia?');
  });

  it('falls back to the knowledge base when the model fails or answers nothing, and logs no question', async () => {
    const { engine, log } = engineWith(failingModel);
    const reply = await engine.reply('What is Thalassemia?', patient);
    expect(reply.source).toBe('kb');
    expect(JSON.stringify(vi.mocked(log.warn).mock.calls)).not.toContain('Thalassemia');
    expect((await engineWith(modelAnswering('  ')).engine.reply('What is ferritin?', patient)).source).toBe('kb');
  });

  it('streams checked sentences, then the whole reply', async () => {
    const model = modelAnswering('Thalassemia is inherited. Give 30 mg/kg daily. Ask your doctor.');
    const events = await collect(engineWith(model).engine.stream('What is Thalassemia?', patient));
    const deltas = events.filter((e) => e.type === 'delta').map((e) => e.text);
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.join('')).not.toMatch(/mg/);
    const done = events.at(-1);
    expect(done?.type === 'done' && done.reply.source).toBe('ai');
    expect(done?.type === 'done' && done.reply.response).toBe(deltas.join('').trim());
  });

  it('streams the knowledge-base reply as one delta when the model fails before its first sentence', async () => {
    const events = await collect(engineWith(failingModel).engine.stream('What is Thalassemia?', patient));
    expect(events.map((e) => e.type)).toEqual(['delta', 'done']);
    const [delta, done] = events;
    expect(done?.type === 'done' && done.reply.source).toBe('kb');
    expect(delta?.type === 'delta' && done?.type === 'done' && delta.text === done.reply.response).toBe(true);
  });
});
