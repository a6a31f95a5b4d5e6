import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { casesFor, type FuzzCase } from '../support/fuzz-cases.ts';
import { operationsOf, type Operation } from '../support/fuzz-schema.ts';
import { databaseDigest, databaseRows } from '../support/db-snapshot.ts';
import { CENTRE, networkApi, type Person } from '../support/network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp } from '../support/test-app.ts';

/**
 * Property-based: for every operation of the OpenAPI document, malformed bodies, queries and path parameters
 * (wrong types, control characters, huge and naughty strings, numbers out of range, bad ids), sent by an
 * anonymous caller, a patient and a donor. Each answer is a 4xx in the error envelope with a message a person
 * can read, and no row of the database changes. A new endpoint is covered without writing anything here.
 *
 * CI runs a fixed seed; `npm run fuzz` runs many more cases with a random seed (FUZZ_RUNS, FUZZ_SEED).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Words of zod, JavaScript or JSON Schema that mean nothing to a person. */
const JARGON = [/Invalid input/i, /\bexpected\b/i, /\breceived\b/i, /<=/, />=/, /\bNaN\b/, /\bundefined\b/];

interface Envelope {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  details?: { field?: unknown; message?: unknown }[];
}

describe('fuzzing every operation with malformed input', () => {
  let t: TestApp;
  let operations: Operation[];
  let actors: { name: string; headers: Record<string, string> }[];
  let ids: string[];

  beforeAll(async () => {
    // No worker and a clock that stands still: nothing changes the rows on its own, and tokens never expire.
    t = await createTestApp({ runWorker: false, clock: createTestClock(), limits: RELAXED_LIMITS });
    const net = networkApi(t.app);
    const patient: Person = await net.patient('B+');
    const donor: Person = await net.donor('O+', CENTRE, { is_available_for_sos: true });
    const created = await net.sos(patient);
    expect(created.statusCode, created.body).toBe(201);
    const requestId: string = created.json().data.request_id;
    await t.app.outbox.drain();
    const alerts = await net.alerts(donor);
    ids = [patient.userId, donor.userId, requestId, ...alerts.map((a) => a.notification_id)];
    actors = [
      { name: 'anonymous', headers: {} },
      { name: 'patient', headers: bearer(patient.accessToken) },
      { name: 'donor', headers: bearer(donor.accessToken) },
    ];
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json());
  });
  afterAll(async () => {
    await t?.close();
  });

  it('finds the operations to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations.map((o) => o.id)).toEqual(
      expect.arrayContaining(['POST /api/auth/logout', 'POST /api/requests', 'GET /api/geo/reverse']),
    );
  });

  it(
    'answers every malformed request with a clear 4xx and changes nothing',
    { timeout: Math.max(120_000, RUNS * 300) },
    async () => {
      console.info(`fuzz: ${RUNS} runs, seed ${SEED} (repeat with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
      const rowsBefore = await databaseRows(t.database.db);
      const digestBefore = await databaseDigest(t.database.db);
      const anyCase = fc.oneof(...operations.map((op) => casesFor(op, ids)));

      await fc.assert(
        fc.asyncProperty(anyCase, async (fuzz) => {
          for (const actor of actors) await check(fuzz, actor);
          const changed = diffDigest(digestBefore, await databaseDigest(t.database.db));
          expect(changed, `${fuzz.method} ${fuzz.url} changed ${changed.join(', ')}`).toEqual([]);
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );

      expect(await databaseRows(t.database.db)).toEqual(rowsBefore);
    },
  );

  async function check(fuzz: FuzzCase, actor: { name: string; headers: Record<string, string> }) {
    const res = await t.app.inject({
      method: fuzz.method as 'GET',
      url: fuzz.url,
      headers: { ...fuzz.headers, ...actor.headers },
      ...(fuzz.payload !== undefined ? { payload: fuzz.payload } : {}),
    });
    const where = `${actor.name}: ${fuzz.method} ${fuzz.url.slice(0, 200)} ${String(fuzz.payload).slice(0, 300)}\n→ ${res.statusCode} ${res.body.slice(0, 500)}`;
    expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, where).toBeLessThan(500);
    let body: Envelope = {};
    expect(() => (body = JSON.parse(res.body) as Envelope), where).not.toThrow();
    expect(body.status, where).toBe('error');
    expect(typeof body.message === 'string' && body.message.length > 0, where).toBe(true);
    expect(typeof body.code === 'string' && body.code.length > 0, where).toBe(true);
    const texts = [body.message, ...(body.details ?? []).map((d) => d.message)].map(String);
    for (const text of texts) {
      for (const word of JARGON) expect(text, where).not.toMatch(word);
      for (const planted of fuzz.planted) if (planted.trim().length >= 6) expect(text, where).not.toContain(planted);
    }
    if (res.statusCode === 400 && body.code === 'VALIDATION_FAILED') {
      expect(body.details?.length, where).toBeGreaterThan(0);
      for (const detail of body.details ?? []) {
        expect(typeof detail.field === 'string' && detail.field.length > 0, where).toBe(true);
      }
    }
  }
});

function diffDigest(before: Record<string, string>, after: Record<string, string>): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...tables].filter((table) => before[table] !== after[table]);
}
