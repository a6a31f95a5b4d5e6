import type { $ZodType } from 'zod/v4/core';
import { safeEncode } from 'zod/v4/core';
import type { SchemaDef } from '../../src/lib/serializer.ts';

/**
 * Values a zod schema accepts, built from the schema itself, for the serializer test: several per schema (each
 * branch of a union, null and left-out for nullable and optional fields), and every object carries a field its schema
 * does not declare, so the test also sees what the check strips. A leaf takes the first of a few candidates its schema
 * accepts (formats, lengths and ranges included).
 */

/** The field every generated object carries without declaring it. */
export const UNDECLARED = 'undeclared_secret';

type Def = SchemaDef & { values?: unknown[]; entries?: Record<string, unknown> };

const accepts = (schema: $ZodType, value: unknown) => !safeEncode(schema, value).error;

const STRINGS = [
  '7d0f2c9e-4b1a-4c3e-9f6a-2b8d1e5c7a90',
  'someone@example.com',
  '2026-11-27T13:45:00.000Z',
  '2026-11-27',
  'https://example.com/a',
  '13:45:00',
  'A+',
  'Pune',
  'x',
  'abc',
  '411001',
  '+919876543210',
  '9876543210',
  'Some words of text',
  'ABCD1234',
];
const NUMBERS = [1, 0, 2, 18, 42, 100, 0.5, 1_700_000_000_000, -1, 65, 1000];

function leaf(schema: $ZodType, candidates: unknown[]): unknown[] {
  const found = candidates.find((c) => accepts(schema, c));
  return found === undefined ? [] : [found];
}

function objectSamples(def: Def, depth: number): unknown[] {
  const shape = def.shape ?? {};
  const perKey = Object.entries(shape).map(([key, inner]) => [key, samples(inner, depth + 1)] as const);
  const count = Math.max(1, ...perKey.map(([, values]) => values.length));
  // A strict object refuses undeclared fields; any other object strips them (or, loose, keeps them).
  const strict = def.catchall?._zod.def.type === 'never';
  return Array.from({ length: count }, (_, i) => {
    const out: Record<string, unknown> = strict ? {} : { [UNDECLARED]: 'must not leave' };
    for (const [key, values] of perKey) {
      const value = values[i % Math.max(1, values.length)];
      if (value !== undefined) out[key] = value;
    }
    return out;
  });
}

function combined(def: Def, depth: number): unknown[] {
  const left = samples(def.left!, depth + 1);
  const right = samples(def.right!, depth + 1);
  return left.map((l, i) => ({ ...(l as object), ...(right[i % Math.max(1, right.length)] as object) }));
}

function containerSamples(def: Def, depth: number): unknown[] {
  switch (def.type) {
    case 'array': {
      const items = samples(def.element!, depth + 1);
      return [items.length > 1 ? items : [...items, ...items], items.slice(0, 1), []];
    }
    case 'tuple':
      return [(def.items ?? []).map((item) => samples(item, depth + 1)[0])];
    case 'record': {
      const key = samples(def.keyType!, depth + 1).find((k) => typeof k === 'string') ?? 'key';
      return samples(def.valueType!, depth + 1).map((value) => ({ [key as string]: value }));
    }
    case 'union':
      return (def.options ?? []).flatMap((option) => samples(option, depth + 1));
    case 'intersection':
      return combined(def, depth);
    case 'object':
      return objectSamples(def, depth);
    default:
      return [];
  }
}

function wrapperSamples(def: Def, depth: number): unknown[] {
  const inner = def.innerType ? samples(def.innerType, depth + 1) : [];
  if (def.type === 'nullable') return [...inner, null];
  if (def.type === 'optional') return [...inner, undefined];
  if (def.type === 'lazy') return depth > 6 ? [] : samples(def.getter!(), depth + 1);
  return inner;
}

/** Accepted values of `schema` (possibly none, when no candidate fits: the caller reports that). */
export function samples(schema: $ZodType, depth = 0): unknown[] {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return leaf(schema, STRINGS);
    case 'number':
    case 'int':
      return leaf(schema, NUMBERS);
    case 'boolean':
      return [true, false];
    case 'null':
      return [null];
    case 'literal':
      return def.values ?? [];
    case 'enum':
      return Object.values(def.entries ?? {});
    case 'date':
      return [new Date('2026-11-27T13:45:00.000Z')];
    case 'any':
    case 'unknown':
      return [{ free: 'form', nested: { n: 1 } }];
    case 'nullable':
    case 'optional':
    case 'nonoptional':
    case 'readonly':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'lazy':
      return wrapperSamples(def, depth);
    default:
      return containerSamples(def, depth);
  }
}
