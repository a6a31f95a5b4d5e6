import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A counter route stands in for any non-idempotent POST: it proves how many times the work really ran.
 */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let runs = 0;
  let failNext = false;
  beforeAll(async () => {
    t = await createTestApp({
      extraApiRoutes: (api) => {
        api.post(
          '/__counter',
          { schema: { body: z.object({ note: z.string(), delay_ms: z.number().int().max(2000).optional() }) } },
          async (request, reply) => {
            const body = request.body as { note: string; delay_ms?: number };
            if (body.delay_ms) await sleep(body.delay_ms);
            if (failNext) {
              failNext = false;
              throw new Error('transient failure');
            }
            runs += 1;
            return reply.code(201).send({ status: 'success', data: { run: runs, note: body.note } });
          },
        );
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (key: string | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/__counter',
      headers: key ? { 'idempotency-key': key } : {},
      payload,
    });

  it('answers a repeated key with the first result and does the work once', async () => {
    const key = `k-${crypto.randomUUID()}`;
    const before = runs;
    const first = await post(key, { note: 'sos' });
    const second = await post(key, { note: 'sos' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(runs).toBe(before + 1);
  });

  it('does the work each time when no key is sent', async () => {
    const before = runs;
    await post(undefined, { note: 'a' });
    await post(undefined, { note: 'a' });
    expect(runs).toBe(before + 2);
  });

  it('refuses the same key with a different body', async () => {
    const key = `k-${crypto.randomUUID()}`;
    await post(key, { note: 'one' });
    const res = await post(key, { note: 'two' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('refuses a malformed key with 400 and changes nothing', async () => {
    const before = runs;
    const res = await post('short', { note: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Idempotency-Key');
    expect(runs).toBe(before);
  });

  it('answers 409 to a repeat that arrives while the first is still running, then replays', async () => {
    const key = `k-${crypto.randomUUID()}`;
    const before = runs;
    const slow = post(key, { note: 'slow', delay_ms: 400 });
    await sleep(100);
    const during = await post(key, { note: 'slow', delay_ms: 400 });
    expect(during.statusCode).toBe(409);
    expect(during.json().code).toBe('IDEMPOTENCY_IN_PROGRESS');
    const first = await slow;
    const after = await post(key, { note: 'slow', delay_ms: 400 });
    expect(after.json()).toEqual(first.json());
    expect(runs).toBe(before + 1);
  });

  it('lets a retry run again after a server error instead of replaying the failure', async () => {
    const key = `k-${crypto.randomUUID()}`;
    failNext = true;
    const failed = await post(key, { note: 'flaky' });
    expect(failed.statusCode).toBe(500);
    const retried = await post(key, { note: 'flaky' });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});
