import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../support/accounts.ts';
import { networkApi, north, type Person } from '../support/network.ts';
import { startServerProcesses, type ServerProcesses } from '../support/server-processes.ts';
import { openSse, type SseEvent, type SseStream } from '../support/sse.ts';

/** Just enough of `app.inject` over real HTTP for the test helpers, against one server process. */
function overHttp(base: string): FastifyInstance {
  const inject = async (opts: { method: string; url: string; headers?: Record<string, string>; payload?: unknown }) => {
    const res = await fetch(`${base}${opts.url}`, {
      method: opts.method,
      headers: { ...(opts.payload === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
      body: opts.payload === undefined ? undefined : JSON.stringify(opts.payload),
    });
    const body = await res.text();
    return { statusCode: res.status, body, json: () => JSON.parse(body) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}

const isAlertFor = (requestId: string) => (e: SseEvent) =>
  e.event === 'notification' &&
  (e.data as { kind: string; request_id: string }).kind === 'request_alert' &&
  (e.data as { request_id: string }).request_id === requestId;

/**
 * Two real server processes on one PostgreSQL schema, as behind a load balancer: a live event written by one
 * reaches a stream held by the other (LISTEN/NOTIFY relay, realtime/pg-relay.ts), once.
 */
describe.skipIf(!process.env.DATABASE_URL)('live events across two server processes', () => {
  let servers: ServerProcesses;
  let patient: Person;
  let secondPatient: Person;
  let donorOn0: Person;
  let donorOn1: Person;
  const open: SseStream[] = [];
  const stream = async (serverIndex: number, who: Person) => {
    const s = await openSse(`${servers.urls[serverIndex]}/api/events`, bearer(who.accessToken));
    expect(s.status).toBe(200);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    servers = await startServerProcesses({ count: 2 });
    const net = networkApi(overHttp(servers.urls[0]!));
    patient = await net.patient('O+');
    // A second patient for the second SOS: one patient may hold only one open SOS at a time.
    secondPatient = await net.patient('O+');
    donorOn0 = await net.donor('O+', north(2));
    donorOn1 = await net.donor('O-', north(3));
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.close();
    await servers?.stop();
  });

  it('an SOS posted to one process alerts donors streaming from either, exactly once each', async () => {
    // Whichever process's outbox worker runs the fan-out, one of the two donors streams from the other one.
    const streams = [await stream(0, donorOn0), await stream(1, donorOn1)];
    const net0 = networkApi(overHttp(servers.urls[0]!));
    const created = await net0.sos(patient);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { request_id: string } }).data.request_id;

    for (const s of streams) await s.waitFor(isAlertFor(id), 15_000);
    // Time for a duplicate to arrive, if the relay or a read were to send one.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const s of streams) expect(s.events.filter(isAlertFor(id))).toHaveLength(1);
  });

  it('a change written on one process reaches the patient streaming from the other (a poke relayed)', async () => {
    const patientStream = await stream(1, secondPatient);
    const net0 = networkApi(overHttp(servers.urls[0]!));
    const created = await net0.sos(secondPatient);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { request_id: string } }).data.request_id;
    const accepted = await net0.respond(donorOn0, id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const told = await patientStream.waitFor(
      (e) => e.event === 'notification' && (e.data as { kind: string }).kind === 'donor_accepted',
      15_000,
    );
    expect((told.data as { request_id: string }).request_id).toBe(id);
  });

  it('signing out on one process ends that session’s stream on the other at once', async () => {
    const live = await stream(1, donorOn1);
    const res = await fetch(`${servers.urls[0]}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(donorOn1.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: donorOn1.refreshToken }),
    });
    expect(res.status).toBe(200);
    const outcome = await Promise.race([
      live.ended.then(() => 'ended' as const),
      new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), 5_000)),
    ]);
    expect(outcome).toBe('ended');
  });
});
