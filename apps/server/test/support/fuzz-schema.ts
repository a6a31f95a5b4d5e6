import { hasUntypableCharacters } from '@raktsetu/shared';

/**
 * The OpenAPI document read as the fuzz test needs it: every operation with the inputs it declares, and a
 * conservative judge of the JSON schemas. `mayAccept` answers false only when a value is CERTAINLY refused, so a
 * generated request the judge calls refused can never be a valid request that changes something (a sign-out
 * everywhere, a new blood request).
 */

export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Param {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** 'PUT /api/donors/{id}/settings' */
  id: string;
  method: string;
  path: string;
  pathParams: Param[];
  queryParams: Param[];
  body: JsonSchema | null;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the document that takes a body, a query or a path parameter. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []).map((p) => ({
        in: p.in,
        name: p.name,
        required: p.required === true,
        schema: p.schema ?? {},
      }));
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      const pathParams = params.filter((p) => p.in === 'path');
      const queryParams = params.filter((p) => p.in === 'query');
      if (!body && pathParams.length === 0 && queryParams.length === 0) continue;
      out.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams,
        queryParams,
        body,
      });
    }
  }
  return out;
}

export function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** Branches of a union, or the schema itself. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [schema];
}

const codePoints = (text: string) => [...text].length;

export function stringMayPass(schema: JsonSchema, value: string): boolean {
  // The product refuses control characters in every text field (see the shared text helper).
  if (hasUntypableCharacters(value)) return false;
  const trimmed = value.trim();
  // Fields trim before measuring: only what is left after trimming certainly counts against a maximum.
  if (schema.maxLength !== undefined && codePoints(trimmed) > schema.maxLength) return false;
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    if (!pattern.test(value) && !pattern.test(trimmed)) return false;
  }
  return true;
}

function inRange(schema: JsonSchema, value: number): boolean {
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum) return false;
  if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum) return false;
  return true;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function objectMayPass(schema: JsonSchema, value: Record<string, unknown>): boolean {
  for (const key of schema.required ?? []) if (!(key in value)) return false;
  for (const [key, item] of Object.entries(value)) {
    const property = schema.properties?.[key];
    if (property) {
      if (!mayAccept(property, item)) return false;
    } else if (schema.additionalProperties === false) {
      return false;
    }
  }
  return true;
}

function mayBe(type: string, schema: JsonSchema, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string' && stringMayPass(schema, value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value) && inRange(schema, value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && inRange(schema, value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return (
        Array.isArray(value) &&
        (schema.minItems === undefined || value.length >= schema.minItems) &&
        (schema.maxItems === undefined || value.length <= schema.maxItems) &&
        value.every((item) => mayAccept(schema.items, item))
      );
    case 'object':
      return isPlainObject(value) && objectMayPass(schema, value);
    default:
      return true;
  }
}

/** False only when the (already JSON-parsed) value is certainly refused. */
export function mayAccept(schema: JsonSchema | undefined, value: unknown): boolean {
  if (!schema) return true;
  if (schema.anyOf || schema.oneOf) return branchesOf(schema).some((branch) => mayAccept(branch, value));
  if (schema.allOf && !schema.allOf.every((part) => mayAccept(part, value))) return false;
  const types = typesOf(schema);
  if (value === null) return schema.nullable === true || types.includes('null') || (types.length === 0 && !schema.enum);
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) return false;
  if ('const' in schema && schema.const !== value) return false;
  if (types.length === 0) return true;
  return types.some((type) => mayBe(type, schema, value));
}

const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The same judgement for one query-string value (text; repeated keys arrive as a list). */
export function queryMayAccept(param: Param, raw: string | string[] | undefined): boolean {
  if (raw === undefined) return !param.required;
  const { schema } = param;
  if (Array.isArray(raw)) return typesOf(schema).includes('array') || typesOf(schema).length === 0;
  if (schema.enum) return schema.enum.includes(raw);
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const text = raw.trim();
    // An empty value counts as left out (the default applies) — unless the parameter is required.
    if (text === '') return !param.required;
    if (hasUntypableCharacters(raw)) return false;
    if (PLAIN_NUMBER.test(text)) return types.some((type) => mayBe(type, schema, Number(text)));
    // No digit at all ("north", "NaN") is never a number; other spellings (0x10, 1e3) might be read as one.
    return /\d/.test(text);
  }
  if (types.includes('string')) return stringMayPass(schema, raw);
  return true;
}

/** A path parameter arrives decoded; `raw` marks one sent with a broken %-escape, which the router refuses. */
export function pathMayAccept(param: Param, value: string, raw: boolean): boolean {
  if (raw) return false;
  return mayAccept(param.schema, value);
}
