import { describe, expect, it } from 'vitest';
import { describeErrorSafely, safeError, scrubMessage } from '../../src/lib/safe-error.ts';

describe('safe error descriptions', () => {
  it('keeps a wrapped database error’s class, code and constraint, and drops the query and its parameters', () => {
    const database = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_key',
      table: 'users',
      detail: 'Key (email)=(asha@example.test) already exists.',
    });
    const wrapped = new Error(
      'Failed query: insert into users values ($1, $2)\nparams: asha@example.test,$argon2id$v=19$x',
      {
        cause: database,
      },
    );
    wrapped.name = 'DrizzleQueryError';
    const safe = safeError(wrapped);
    expect(safe).toMatchObject({ code: '23505', constraint: 'users_email_key', table: 'users' });
    expect(safe.type).toBe('DrizzleQueryError ← database error');
    const text = JSON.stringify(safe);
    for (const secret of ['asha@example.test', 'argon2', 'params', 'Failed query']) expect(text).not.toContain(secret);
    expect(describeErrorSafely(wrapped)).toBe(
      'DrizzleQueryError ← database error [23505] (users_email_key): duplicate key value violates unique constraint "…"',
    );
  });

  it('takes e-mail addresses, quoted input, hashes, tokens and phone numbers out of any message', () => {
    const scrubbed = scrubMessage(
      'Recipient <asha@example.test> rejected; invalid input syntax for type uuid: "abc"; $argon2id$v=19$abc token ' +
        'Zk9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eA12 phone +91 98765 43210',
    );
    for (const secret of ['asha@example.test', 'abc"', 'argon2', 'Zk9vYmFy', '98765'])
      expect(scrubbed).not.toContain(secret);
    expect(scrubbed).toContain('[email]');
  });

  it('names the cause of a failed query that carries no database error, scrubbed', () => {
    const wrapped = new Error("Failed query: select * from users where email = 'asha@example.com'", {
      cause: new Error('timeout exceeded when trying to connect to asha@example.com'),
    });
    const safe = safeError(wrapped);
    expect(safe.cause).toBe('Error: timeout exceeded when trying to connect to [email]');
    expect(JSON.stringify(safe)).not.toContain('asha@example.com');
  });

  it('describes values that are not errors', () => {
    expect(safeError('boom')).toMatchObject({ type: 'string', message: 'boom' });
  });
});
