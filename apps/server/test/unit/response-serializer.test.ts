import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { createSerializerCompiler, parsesSameBothWays } from '../../src/lib/serializer.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { samples, UNDECLARED } from './zod-samples.ts';

/**
 * The response serializer checks with zod's cheaper `safeParse` where a schema parses the same in both directions
 * (docs/decisions/0034-response-serializer.md). Proven here over EVERY route's response schemas: the output is
 * byte for byte what `safeEncode` (fastify-type-provider-zod's way) gives, undeclared fields stripped the same.
 */

interface ResponseSchema {
  route: string;
  schema: $ZodType;
}

const fast = createSerializerCompiler();
const encode = createSerializerCompiler({ fast: false });

function serialize(compiler: typeof fast, schema: $ZodType, data: unknown): string {
  const run = compiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });
  try {
    return run(data);
  } catch (err) {
    return `refused: ${(err as { code?: string }).code}`;
  }
}

let testApp: TestApp;
const responseSchemas: ResponseSchema[] = [];

beforeAll(async () => {
  const collect = (route: RouteOptions) => {
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    for (const [status, schema] of Object.entries(response)) {
      const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
      if (schema instanceof $ZodType) responseSchemas.push({ route: `${methods} ${route.url} ${status}`, schema });
    }
  };
  testApp = await createTestApp({ onRoute: collect, runWorker: false });
});
afterAll(async () => testApp?.close());

describe('the response serializer over every route', () => {
  it('sees the routes', () => {
    expect(responseSchemas.length).toBeGreaterThan(100);
    expect(responseSchemas.map((r) => r.route)).toContain('GET /api/requests 200');
  });

  it('gives safeEncode’s output byte for byte, undeclared fields stripped, on every response schema', () => {
    const unsampled: string[] = [];
    let compared = 0;
    for (const { route, schema } of responseSchemas) {
      const values = samples(schema);
      const accepted = values.filter((value) => !serialize(encode, schema, value).startsWith('refused'));
      if (accepted.length === 0) unsampled.push(route);
      for (const value of values) {
        const expected = serialize(encode, schema, value);
        expect(serialize(fast, schema, value), route).toBe(expected);
        compared += 1;
      }
      for (const value of accepted) expect(serialize(fast, schema, value), route).not.toContain(UNDECLARED);
    }
    // Every schema was compared on at least one value it accepts, not only on refusals.
    expect(unsampled).toEqual([]);
    expect(compared).toBeGreaterThan(responseSchemas.length);
  });

  it('takes the fast path for most of them, the donor list included', () => {
    const slow = responseSchemas.filter((r) => !parsesSameBothWays(r.schema)).map((r) => r.route);
    expect(slow.length).toBeLessThan(responseSchemas.length / 2);
    expect(slow).not.toContain('GET /api/requests 200');
  });
});

describe('parsesSameBothWays', () => {
  const cases: Array<[string, $ZodType, boolean]> = [
    ['a plain object', z.object({ a: z.string(), b: z.array(z.number().int()).optional() }), true],
    ['a trimmed string (a check, both ways)', z.object({ a: z.string().trim().max(3) }), true],
    ['a transform', z.object({ a: z.string().transform((s) => s.length) }), false],
    [
      'a codec',
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
      }),
      false,
    ],
    ['a default deep inside', z.object({ list: z.array(z.object({ n: z.number().default(1) })) }), false],
    ['a prefault', z.object({ n: z.number().prefault(1) }), false],
    ['a catch', z.object({ n: z.number().catch(0) }), false],
    ['a preprocess', z.object({ n: z.preprocess((v) => Number(v), z.number()) }), false],
    ['a transform in a union', z.union([z.string(), z.number().transform(String)]), false],
    ['an array with a length check', z.array(z.string()).max(3), false],
    [
      'a refine on an object (it sees the unstripped input backwards)',
      z.object({ a: z.string() }).refine(() => true),
      false,
    ],
    [
      'an overwrite on an object (backwards its result is parsed, forwards returned)',
      z.object({ a: z.string() }).overwrite((v) => v),
      false,
    ],
    ['a refine on a string', z.object({ a: z.string().refine((v) => v.length > 0) }), true],
    [
      'a discriminated union whose tag may be left out',
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a').optional() }), z.object({ kind: z.literal('b') })]),
      false,
    ],
    [
      'a discriminated union',
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]),
      true,
    ],
  ];
  it.each(cases)('%s', (_name, schema, same) => {
    expect(parsesSameBothWays(schema)).toBe(same);
  });

  it('keeps safeEncode where it must: a default is not filled in (backwards it is required)', () => {
    const schema = z.object({ n: z.number().default(1), s: z.string() });
    expect(serialize(fast, schema, { s: 'x' })).toBe('refused: FST_ERR_RESPONSE_SERIALIZATION');
    expect(serialize(fast, schema, { n: 2, s: 'x', extra: 1 })).toBe('{"n":2,"s":"x"}');
  });

  it('refuses what its schema refuses, on both paths', () => {
    const schema = z.object({ id: z.uuid() });
    expect(serialize(fast, schema, { id: 'nope' })).toBe('refused: FST_ERR_RESPONSE_SERIALIZATION');
    expect(serialize(encode, schema, { id: 'nope' })).toBe('refused: FST_ERR_RESPONSE_SERIALIZATION');
  });
});
