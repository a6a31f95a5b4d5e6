import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config/env.ts';
import { z } from 'zod';
import { createAnswerMemo } from '../../src/lib/answer-memo.ts';
import { createSerializerCompiler } from '../../src/lib/serializer.ts';
import { securityPlugin } from '../../src/plugins/security.ts';

/**
 * A list's answer kept as the text the route's serializer wrote (lib/answer-memo.ts, docs/decisions/0041): the same
 * bytes as serializing again, the schema's stripping kept, a new text when anything but the array differs, and
 * nothing kept for an array that is not frozen through and through.
 */
const schema = z.object({
  status: z.literal('success'),
  data: z.array(z.object({ id: z.string(), km: z.number() })),
  pagination: z.object({ page: z.number(), total: z.number() }),
});

type Item = { id: string; km: number; secret?: string };
let app: FastifyInstance;
let serialized = 0;
let payload: { data: readonly Item[]; total: number; kept: boolean; vary?: string };
let memo = createAnswerMemo(1024 * 1024);

beforeAll(async () => {
  app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const compile = createSerializerCompiler();
  app.setSerializerCompiler((route) => {
    const run = compile(route as Parameters<typeof compile>[0]);
    return (data) => {
      serialized += 1;
      return run(data);
    };
  });
  // The app's own compression (an API path: the web app's files are not compressed per request).
  await app.register(securityPlugin, { config: { isProduction: false, corsOrigins: [] } as unknown as Config });
  app.get('/api/list', { schema: { response: { 200: schema } } }, async (_request, reply) => {
    const body = { status: 'success' as const, data: payload.data, pagination: { page: 1, total: payload.total } };
    if (payload.vary) reply.header('vary', payload.vary);
    return payload.kept ? memo.send(reply, body) : body;
  });
  await app.ready();
});
afterAll(async () => app?.close());

const frozenPage = (...items: Item[]) => Object.freeze(items.map((item) => Object.freeze(item)));

interface ReadOptions {
  headers?: Record<string, string>;
  method?: 'GET' | 'HEAD';
  vary?: string;
}

async function read(data: readonly Item[], total = data.length, kept = true, options: ReadOptions = {}) {
  payload = { data, total, kept, vary: options.vary };
  const before = serialized;
  const { headers = {}, method = 'GET' } = options;
  const res = await app.inject({ method, url: '/api/list', headers });
  return { res, serializedNow: serialized - before };
}

describe('a kept answer', () => {
  it('is the text the serializer wrote, sent again without serializing, with the same headers', async () => {
    const page = frozenPage({ id: 'a', km: 1 }, { id: 'b', km: 2 });
    const first = await read(page);
    const again = await read(page);
    const usual = await read([...page], page.length, false);
    expect(first.serializedNow).toBe(1);
    expect(again.serializedNow).toBe(0);
    expect(again.res.statusCode).toBe(200);
    expect(again.res.body).toBe(first.res.body);
    expect(again.res.body).toBe(usual.res.body);
    expect(again.res.headers['content-type']).toBe(usual.res.headers['content-type']);
    expect(again.res.headers['content-length']).toBe(usual.res.headers['content-length']);
    expect(JSON.parse(again.res.body)).toEqual({
      status: 'success',
      data: [
        { id: 'a', km: 1 },
        { id: 'b', km: 2 },
      ],
      pagination: { page: 1, total: 2 },
    });
  });

  it('keeps the schema’s stripping: an undeclared field never leaves, first time or kept', async () => {
    const page = frozenPage({ id: 'c', km: 3, secret: 'the patient’s phone' });
    const first = await read(page);
    const again = await read(page);
    expect(again.serializedNow).toBe(0);
    for (const body of [first.res.body, again.res.body]) expect(body).not.toContain('secret');
  });

  it('is written anew when anything but the array differs (here the total)', async () => {
    const page = frozenPage({ id: 'd', km: 4 });
    await read(page, 1);
    const other = await read(page, 9);
    expect(other.serializedNow).toBe(1);
    expect(JSON.parse(other.res.body).pagination.total).toBe(9);
    expect((await read(page, 9)).serializedNow).toBe(0);
  });

  it('is never kept for an array that is not frozen, or holds an object that is not', async () => {
    const open = [{ id: 'e', km: 5 }];
    const halfFrozen = Object.freeze([{ id: 'f', km: 6 }]);
    for (const data of [open, halfFrozen]) {
      expect((await read(data)).serializedNow).toBe(1);
      expect((await read(data)).serializedNow).toBe(1);
    }
  });

  it('is another answer for another array with the same content', async () => {
    const content = { id: 'same', km: 1 };
    expect((await read(frozenPage({ ...content }))).serializedNow).toBe(1);
    expect((await read(frozenPage({ ...content }))).serializedNow).toBe(1);
  });

  it('is kept within the byte budget: the least recently sent goes first', async () => {
    memo = createAnswerMemo(1_000);
    try {
      const pages = Array.from({ length: 10 }, (_, n) => frozenPage({ id: `p${n}`, km: n }));
      await read(pages[0]!);
      const fits = Math.floor(1_000 / memo.stats().bytes);
      expect(fits).toBeGreaterThan(2);
      for (let n = 1; n < fits; n++) await read(pages[n]!);
      expect(memo.stats().answers).toBe(fits);
      expect((await read(pages[0]!)).serializedNow).toBe(0); // now the most recently sent
      await read(pages[fits]!); // one too many: pages[1] goes
      expect(memo.stats()).toMatchObject({ answers: fits });
      expect(memo.stats().bytes).toBeLessThanOrEqual(1_000);
      expect((await read(pages[0]!)).serializedNow).toBe(0);
      expect((await read(pages[1]!)).serializedNow).toBe(1);
    } finally {
      memo = createAnswerMemo(1024 * 1024);
    }
  });

  it('fails as the serializer fails, and keeps nothing, when the page breaks the schema', async () => {
    const broken = frozenPage({ id: 'g', km: 'far' as unknown as number });
    const res = (await read(broken)).res;
    expect(res.statusCode).toBe(500);
    expect((await read(broken)).serializedNow).toBe(1);
  });
});

/** The body as sent, decompressed by its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const raw = res.rawPayload;
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString();
  if (encoding === 'gzip') return gunzipSync(raw).toString();
  if (encoding === 'deflate') return inflateSync(raw).toString();
  return raw.toString();
}

describe('a kept answer, compressed', () => {
  // ~10 KB, as a donor's page: over the threshold, and over the size the plugin still compresses in one go.
  const many = (tag: string) => Array.from({ length: 400 }, (_, i) => ({ id: `${tag}-${i}`, km: i }));
  const asked: Array<Record<string, string>> = [
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'gzip' },
    { 'accept-encoding': 'deflate' },
    { 'accept-encoding': 'gzip, deflate, br, zstd' },
    { 'accept-encoding': 'GZIP, Deflate' },
    { 'accept-encoding': '*' },
    { 'accept-encoding': 'x-gzip' },
    { 'accept-encoding': 'br;q=0, gzip;q=0.5, deflate;q=0.8' },
    { 'accept-encoding': 'identity' },
    { 'accept-encoding': 'compress' },
    { 'accept-encoding': '' },
    { 'accept-encoding': 'br', 'x-no-compression': '1' },
    {},
  ];

  it('is what the compress plugin sends for the same answer, for every Accept-Encoding', async () => {
    const page = frozenPage(...many('z'));
    const encodings = new Set<unknown>();
    for (const headers of asked) {
      const usual = (await read(many('z'), page.length, false, { headers })).res;
      for (let i = 0; i < 2; i++) {
        const { res, serializedNow } = await read(page, page.length, true, { headers });
        const where = JSON.stringify(headers);
        expect(res.statusCode, where).toBe(200);
        expect(res.headers['content-encoding'], where).toBe(usual.headers['content-encoding']);
        expect(res.headers.vary, where).toBe(usual.headers.vary);
        expect(res.headers['content-type'], where).toBe(usual.headers['content-type']);
        expect(Number(res.headers['content-length']), where).toBe(res.rawPayload.length);
        expect(decoded(res), where).toBe(decoded(usual));
        if (i === 1) expect(serializedNow).toBe(0);
        encodings.add(res.headers['content-encoding']);
      }
    }
    expect(encodings).toEqual(new Set(['br', 'gzip', 'deflate', undefined]));
  });

  it('leaves a small answer uncompressed, as the plugin does', async () => {
    const small = frozenPage({ id: 's', km: 1 });
    for (const kept of [true, false]) {
      const { res } = await read(kept ? small : [...small], 1, kept, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.headers['content-encoding']).toBeUndefined();
    }
  });

  it('answers a HEAD, and keeps a Vary already set, as the plugin does', async () => {
    const page = frozenPage(...many('h'));
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    for (const options of [
      { headers, method: 'HEAD' as const },
      { headers, vary: 'Origin' },
    ]) {
      const usual = (await read(many('h'), page.length, false, options)).res;
      await read(page, page.length, true, options);
      const { res, serializedNow } = await read(page, page.length, true, options);
      const where = JSON.stringify(options);
      expect(serializedNow, where).toBe(0);
      for (const name of ['content-encoding', 'vary', 'content-type']) {
        expect(res.headers[name], `${where} ${name}`).toBe(usual.headers[name]);
      }
      if (options.method === 'HEAD') expect(res.headers['content-length']).toBe(usual.headers['content-length']);
    }
  });

  it('counts each compressed form it keeps in its byte budget', async () => {
    memo = createAnswerMemo(1024 * 1024);
    const page = frozenPage(...many('b'));
    await read(page);
    const before = memo.stats().bytes;
    const { res } = await read(page, page.length, true, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(memo.stats().bytes - before).toBe(res.rawPayload.length);
  });
});
