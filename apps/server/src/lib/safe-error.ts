/**
 * What of an error may reach a log line or the outbox's last_error column. A database error wrapped by Drizzle
 * carries the whole query and its parameters in its message (a password hash, an e-mail, a phone number…), and
 * PostgreSQL echoes bad input in some messages, and a mail server names the recipient. So we keep the error's
 * class, its codes and constraint, and a message with anything that looks like data taken out — never
 * parameters or bodies.
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** Why a query failed when no database error says it (its cause's class and scrubbed message). */
  cause?: string;
  /** Stack frames only (the first line of a stack repeats the unsafe message); empty when unknown. */
  stack: string;
}

const MAX_MESSAGE = 300; // characters

/** Removes values from a message: quoted literals, e-mail addresses, argon2 hashes, long tokens and digit runs. */
export function scrubMessage(message: string): string {
  return message
    .split('\n')[0]!
    .replace(/\$argon2\S*/gi, '[hash]')
    .replace(/[^\s"'<>()@,;:]+@[^\s"'<>()@,;:]+/g, '[email]')
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/'(?:[^'\\]|\\.)*'/g, "'…'")
    .replace(/[A-Za-z0-9_\-+/=]{32,}/g, '[token]')
    .replace(/\+?\d[\d\s-]{8,}\d/g, '[number]')
    .slice(0, MAX_MESSAGE);
}

const isDatabaseError = (e: object): boolean => {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && 'severity' in e;
};

const stringField = (e: object, key: string): string | undefined => {
  const value = (e as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error, message: scrubMessage(String(error)), stack: '' };
  }
  // The innermost database error explains a failed query; its wrappers only repeat the query text.
  let database: object | undefined;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (isDatabaseError(e)) {
      database = e;
      break;
    }
    e = (e as { cause?: unknown }).cause;
  }
  const outer = error as Error;
  const source = database ?? outer;
  const result: SafeError = {
    type: database ? `${outer.name ?? 'Error'} ← database error` : (outer.name ?? outer.constructor?.name ?? 'Error'),
    message: scrubMessage(String((source as { message?: unknown }).message ?? '')),
    stack: '',
  };
  // A query that failed without a database error (a dropped connection, a pool timeout) says why only in its cause.
  const cause = (outer as { cause?: unknown }).cause;
  if (!database && cause instanceof Error) result.cause = `${cause.name}: ${scrubMessage(cause.message)}`;
  const code = stringField(source, 'code') ?? stringField(outer, 'code');
  if (code) result.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = stringField(source, key);
    if (value) result[key] = value;
  }
  const frames = outer.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 12)
    .join('\n');
  result.stack = frames ?? '';
  return result;
}

/** One line for storage (outbox last_error): "type [code]: message". */
export function describeErrorSafely(error: unknown): string {
  const e = safeError(error);
  return `${e.type}${e.code ? ` [${e.code}]` : ''}${e.constraint ? ` (${e.constraint})` : ''}: ${e.message}`;
}
