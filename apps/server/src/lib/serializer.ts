import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * The response serializer: every answer is checked against its route's response schema, which strips the fields the
 * schema does not declare (a privacy guard, docs/decisions/0002), then written as JSON.
 *
 * fastify-type-provider-zod checks with `safeEncode` (the schema run backwards), which zod runs without its compiled
 * fast path. For a schema with nothing that runs differently backwards (no transform, pipe/codec, default, prefault
 * or catch anywhere inside), `safeParse` gives the same output and is several times cheaper; each response schema
 * is judged once, when its route is compiled, and keeps `safeEncode` otherwise. docs/decisions/0034-response-serializer.md
 */

/**
 * Kinds with no schema inside them, whose checks therefore see the same value both ways. Going backwards zod runs a
 * schema's checks on the raw input before parsing it, going forwards on the parsed result; for an object, array,
 * union or the like the two differ (undeclared fields), so a refine or overwrite there could pass or write
 * differently: such a schema keeps `safeEncode`.
 */
const LEAF_KINDS = [
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'date',
  'nan',
  'literal',
  'enum',
  'template_literal',
  'file',
  'custom',
];
const CHECKS_SAME_BOTH_WAYS = new Set(LEAF_KINDS);

/** Kinds that parse the same in both directions, once their inner schemas do. */
const SAME_BOTH_WAYS = new Set([
  ...LEAF_KINDS,
  'object',
  'record',
  'array',
  'tuple',
  'union',
  'intersection',
  'map',
  'set',
  'optional',
  'nullable',
  'nonoptional',
  'readonly',
  'lazy',
]);

/** The parts of a zod schema's definition that hold its inner schemas. */
export interface SchemaDef {
  type: string;
  checks?: unknown[];
  shape?: Record<string, $ZodType>;
  catchall?: $ZodType;
  element?: $ZodType;
  items?: $ZodType[];
  rest?: $ZodType | null;
  options?: $ZodType[];
  discriminator?: string;
  left?: $ZodType;
  right?: $ZodType;
  keyType?: $ZodType;
  valueType?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
}

function innerSchemas(def: SchemaDef): $ZodType[] {
  const out: Array<$ZodType | null | undefined> = [
    ...Object.values(def.shape ?? {}),
    ...(def.items ?? []),
    ...(def.options ?? []),
    def.catchall,
    def.element,
    def.rest,
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    def.innerType,
    def.type === 'lazy' && def.getter ? def.getter() : undefined,
  ];
  return out.filter((s): s is $ZodType => s instanceof $ZodType);
}

/**
 * A discriminated union picks its option by the tag going forwards but tries the options in turn going backwards
 * when the tag is absent; the two agree unless an option lets the tag be left out.
 */
function tagMayBeAbsent(def: SchemaDef): boolean {
  if (def.type !== 'union' || def.discriminator === undefined) return false;
  const tag = def.discriminator;
  return (def.options ?? []).some((option) => option._zod.propValues?.[tag]?.has(undefined) !== false);
}

/** True when `safeParse` and `safeEncode` of this schema give the same result for every input. */
export function parsesSameBothWays(schema: $ZodType, seen = new Set<$ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = schema._zod.def as unknown as SchemaDef;
  if (!SAME_BOTH_WAYS.has(def.type) || tagMayBeAbsent(def)) return false;
  if ((def.checks?.length ?? 0) > 0 && !CHECKS_SAME_BOTH_WAYS.has(def.type)) return false;
  return innerSchemas(def).every((inner) => parsesSameBothWays(inner, seen));
}

function resolveSchema(maybeSchema: unknown): $ZodType {
  if (maybeSchema instanceof $ZodType) return maybeSchema;
  const properties = (maybeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new Error(`A response schema that is not a zod schema: ${JSON.stringify(maybeSchema)}`);
}

export interface SerializerOptions {
  /** False: always `safeEncode`, as fastify-type-provider-zod does (what the equality test compares with). */
  fast?: boolean;
}

/** Fastify's serializer compiler: called once per route and status when the routes are compiled. */
export function createSerializerCompiler(
  options: SerializerOptions = {},
): FastifySerializerCompiler<$ZodType | { properties: $ZodType }> {
  return ({ schema: maybeSchema, method, url }) => {
    const schema = resolveSchema(maybeSchema);
    const check = options.fast !== false && parsesSameBothWays(schema) ? safeParse : safeEncode;
    return (data) => {
      const result = check(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
  };
}
