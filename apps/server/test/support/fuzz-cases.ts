import fc from 'fast-check';
import {
  branchesOf,
  mayAccept,
  pathMayAccept,
  queryMayAccept,
  typesOf,
  type JsonSchema,
  type Operation,
  type Param,
} from './fuzz-schema.ts';

/**
 * Malformed requests for one operation of the OpenAPI document, built from its own schemas. Each case breaks at
 * least one thing the schema certainly refuses (the `guaranteed` judgement of fuzz-schema.ts) and fills the rest
 * with plausible or junk values, so the refusal is tested next to otherwise good data.
 */

export interface FuzzCase {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The strings sent on purpose as bad input: an answer must not repeat them. */
  planted: string[];
}

/** Ids of real rows (the test's patient, donor, request…), so path parameters also point at things that exist. */
export type KnownIds = string[];

export const NAUGHTY = [
  "'; DROP TABLE users; --",
  '<script>alert("raktsetu")</script>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'Robert"); SELECT pg_sleep(5); --',
  '\u202Egnp.exe',
  'Ω≈ç√∫˜µ≤≥÷ 田中さんにあげて下さい',
  '👩🏽‍⚕️🩸🩸🩸',
  'null',
  'undefined',
  'NaN',
  '-Infinity',
  '__proto__',
  'constructor',
  '%00%0d%0a',
  '\u200B\u200B\u200B',
];
const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\r', '\u001B', '\u007F', '\u0085'];
const BAD_IDS = ['%', 'abc', 'a'.repeat(300), '00000000-0000-0000-0000-00000000000g', '123', ' ', "1' OR '1'='1"];
const WRONG_TYPES: unknown[] = [42, -1.5, 0, true, false, {}, [], 'text', '', [1, 'two'], { nested: { deep: [null] } }];

/** Lone surrogates cannot be put in a URL; they still go into JSON bodies. */
const wellFormed = (text: string) => !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

const controlString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => `${a}${c}${b}`);

function hugeString(schema: JsonSchema): fc.Arbitrary<string> {
  const over = (schema.maxLength ?? 5_000) + 1;
  return fc
    .tuple(fc.integer({ min: 0, max: 300 }), fc.constantFrom('x', 'ü', '7', '🩸', '<'))
    .map(([extra, ch]) => ch.repeat(over + extra));
}

function outOfRange(schema: JsonSchema): fc.Arbitrary<number> {
  const values = [2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 0.5];
  if (schema.minimum !== undefined) values.push(schema.minimum - 1, schema.minimum - 0.001);
  if (schema.maximum !== undefined) values.push(schema.maximum + 1, schema.maximum + 0.001);
  return fc.constantFrom(...values);
}

/** Values that are probably refused by the schema; the caller keeps only the certain ones. */
function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const enums = branchesOf(schema).flatMap((b) => b.enum ?? []);
  return fc.oneof(
    fc.constantFrom(...WRONG_TYPES),
    controlString,
    hugeString(schema),
    outOfRange(schema),
    fc.constantFrom(...NAUGHTY, ...BAD_IDS),
    fc.constantFrom(...(enums.length > 0 ? enums : ['x'])).map((v) => `${String(v).toUpperCase()} `),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
}

/** A value the field could plausibly take (or junk): the surroundings of the broken part. */
function plausible(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  const branches = branchesOf(schema);
  if (branches.length > 1) return fc.oneof(...branches.map((b) => plausible(b, ids, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = typesOf(schema)[0];
  const value: fc.Arbitrary<unknown> = (() => {
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
        return fc.oneof(
          fc.constantFrom('Asha Patel', 'asha@example.in', '+91 98765 43210', '2012-05-14', 'Blood#Bridge2024', 'O+'),
          fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) }),
        );
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 100 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000, noNaN: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(plausible(schema.items ?? {}, ids, depth + 1), { maxLength: 3 });
      case 'object':
        return depth > 3 ? fc.constant({}) : objectOf(schema, ids, depth + 1);
      default:
        return fc.constantFrom(...WRONG_TYPES);
    }
  })();
  return schema.nullable ? fc.oneof(fc.constant(null), value) : value;
}

function objectOf(schema: JsonSchema, ids: KnownIds, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) shape[key] = plausible(property, ids, depth);
  return fc.record(shape, { requiredKeys: [] });
}

/** All properties of an object body, across the branches of a union. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return Object.assign({}, ...branchesOf(schema).map((b) => b.properties ?? {}));
}

interface BodyPart {
  payload?: string;
  contentType?: string;
  planted: string[];
  /** The body alone is certainly refused. */
  refused: boolean;
}

const NOT_JSON = ['{', '{"a":', "{'email': 'x'}", 'nul', '[1,2', '{"a":1}}', '\u0000', '{"__proto__":{"admin":true}}'];

function bodyArb(schema: JsonSchema | null, ids: KnownIds): fc.Arbitrary<BodyPart> {
  if (!schema) return fc.constant({ planted: [], refused: false });
  const json = (value: unknown, planted: string[]): BodyPart => {
    const payload = JSON.stringify(value);
    const parsed: unknown = JSON.parse(payload);
    // A JSON null counts as no body, which an operation with an optional body accepts.
    const refused = parsed !== null && !mayAccept(schema, parsed);
    return { payload, contentType: 'application/json', planted, refused };
  };
  const base = plausible(schema, ids) as fc.Arbitrary<unknown>;
  const properties = Object.entries(propertiesOf(schema));
  const options: fc.Arbitrary<BodyPart>[] = [
    base.map((value) => json(value, [])),
    fc.constantFrom<unknown>([], 'text', 42, true, [{}]).map((value) => json(value, [])),
    fc
      .constantFrom(...NOT_JSON)
      .map((payload) => ({ payload, contentType: 'application/json', planted: [], refused: true })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/xml', 'text/x-naughty<b>'), base)
      .map(([contentType, value]) => ({
        payload: JSON.stringify(value) ?? 'x',
        contentType,
        planted: [],
        refused: true,
      })),
  ];
  if (properties.length > 0) {
    const broken = fc.constantFrom(...properties).chain(([key, property]) =>
      fc.tuple(base, badValue(property)).map(([value, bad]) => {
        const body = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
        (body as Record<string, unknown>)[key] = bad;
        return json(body, typeof bad === 'string' ? [bad] : []);
      }),
    );
    options.push(broken, broken, broken);
  }
  return fc.oneof(...options);
}

interface UrlPart {
  url: string;
  planted: string[];
  refused: boolean;
}

function pathArb(op: Operation, ids: KnownIds): fc.Arbitrary<UrlPart> {
  if (op.pathParams.length === 0) return fc.constant({ url: op.path, planted: [], refused: false });
  const one = () =>
    fc.oneof(
      fc.constantFrom(...ids).map((value) => ({ value, raw: false })),
      fc.constantFrom(...BAD_IDS, ...NAUGHTY).map((value) => ({ value, raw: value.includes('%') && value.length < 4 })),
      controlString.filter(wellFormed).map((value) => ({ value, raw: false })),
      hugeString({ maxLength: 36 }).map((value) => ({ value, raw: false })),
    );
  return fc.tuple(...op.pathParams.map(() => one())).map((values) => {
    let url = op.path;
    let refused = false;
    const planted: string[] = [];
    op.pathParams.forEach((param, i) => {
      const { value, raw } = values[i] as { value: string; raw: boolean };
      url = url.replace(`{${param.name}}`, raw ? value : encodeURIComponent(value));
      if (!pathMayAccept(param, value, raw)) {
        refused = true;
        planted.push(value);
      }
    });
    return { url, planted, refused };
  });
}

function queryValue(param: Param, ids: KnownIds): fc.Arbitrary<string | string[] | undefined> {
  const plain = plausible(param.schema, ids).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof(
    fc.constant(undefined),
    plain,
    fc.constantFrom('', ' ', 'abc', 'north', '1.5', '-1', '0', '9007199254740993', '1e400', '0x10', 'NaN'),
    fc.constantFrom(...NAUGHTY),
    controlString.filter(wellFormed),
    fc.tuple(plain, plain).map(([a, b]) => [a, b]),
    hugeString({ maxLength: 200 }),
  );
}

function queryArb(op: Operation, ids: KnownIds): fc.Arbitrary<{ query: string; planted: string[]; refused: boolean }> {
  if (op.queryParams.length === 0) return fc.constant({ query: '', planted: [], refused: false });
  return fc.tuple(...op.queryParams.map((p) => queryValue(p, ids))).map((values) => {
    const pairs: string[] = [];
    const planted: string[] = [];
    let refused = false;
    op.queryParams.forEach((param, i) => {
      const value = values[i];
      for (const v of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
        pairs.push(`${encodeURIComponent(param.name)}=${encodeURIComponent(v)}`);
      }
      if (!queryMayAccept(param, value)) {
        refused = true;
        if (typeof value === 'string') planted.push(value);
      }
    });
    return { query: pairs.join('&'), planted, refused };
  });
}

/** Malformed requests for one operation; every one is certainly refused somewhere. */
export function casesFor(op: Operation, ids: KnownIds): fc.Arbitrary<FuzzCase> {
  return fc
    .tuple(pathArb(op, ids), queryArb(op, ids), bodyArb(op.body, ids))
    .filter(([path, query, body]) => path.refused || query.refused || body.refused)
    .map(([path, query, body]): FuzzCase => ({
      operation: op.id,
      method: op.method,
      url: query.query ? `${path.url}?${query.query}` : path.url,
      headers: body.contentType ? { 'content-type': body.contentType } : ({} as Record<string, string>),
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      planted: [...path.planted, ...query.planted, ...body.planted],
    }));
}
