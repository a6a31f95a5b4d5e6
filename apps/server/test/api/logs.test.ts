import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, accountApi, bearer, patientPayload } from '../support/accounts.ts';
import { RELAXED_LIMITS, createTestApp, openTestDatabase, type TestApp } from '../support/test-app.ts';

/** A log a test can read: every line the product's own logger wrote, parsed. */
function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    lines,
    text: () => lines.join(''),
  };
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2g';
const EMAIL = 'asha.secret@example.test';
const PHONE = '+91 98765 43210';

describe('what reaches the log', () => {
  let t: TestApp;
  const log = captureLog();

  beforeAll(async () => {
    const database = await openTestDatabase();
    t = await createTestApp({
      database,
      env: { LOG_LEVEL: 'trace' },
      logger: undefined,
      logStream: log.stream,
      limits: RELAXED_LIMITS,
      extraApiRoutes: (api) => {
        // A query that fails on the database with personal data among its parameters, as an insert might.
        api.get('/test/failing-query', async () => {
          await database.db.execute(sql`select ${HASH}::int, ${EMAIL}::int, ${PHONE}::int`);
          return { ok: true };
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a database error answers a generic 500 and logs its class and code, never the query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    const line = log.lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(line?.err).toMatchObject({ code: '22P02' });
    expect(line?.err.type).toContain('database error');
    const text = log.text();
    for (const secret of [HASH, 'argon2', EMAIL, '98765', 'params']) expect(text).not.toContain(secret);
  });

  it('no e-mail address, password, phone, token or link appears in the log of a whole account journey', async () => {
    const api = accountApi(t.app);
    const body = patientPayload({ email: EMAIL, phone_number: PHONE });
    expect((await api.register(body)).statusCode).toBe(201);
    const { accessToken, refreshToken } = await api.signIn(EMAIL, PASSWORD);
    await api.profile(accessToken);
    await api.refresh(refreshToken);
    await api.forgotPassword(EMAIL);
    await api.login(EMAIL, 'Wrong#Password1');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(accessToken), payload: {} });
    await t.app.outbox.drain();

    const text = log.text();
    expect(text).toContain('mail delivered to the development mailbox');
    for (const secret of [EMAIL, PASSWORD, '98765', accessToken, refreshToken, 'token=', '/auth/callback']) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('the development mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ limits: RELAXED_LIMITS });
  });
  afterAll(async () => {
    await t.close();
  });

  it('opens only for a browser on this machine', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(local.statusCode).toBe(200);
    expect(local.body).toContain('Development mailbox');

    const remote = await t.app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('Development mailbox');

    // Through a proxy the peer is loopback, but the visitor is not.
    const relayed = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(relayed.statusCode).toBe(404);

    // A name an attacker points at 127.0.0.1 (DNS rebinding) is not this machine.
    const rebound = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { host: 'rebind.attacker.example' },
    });
    expect(rebound.statusCode).toBe(404);
    const named = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { host: 'localhost:3000' } });
    expect(named.statusCode).toBe(200);
    const message = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/${crypto.randomUUID()}`,
      remoteAddress: '198.51.100.2',
    });
    expect(message.statusCode).toBe(404);
  });
});
