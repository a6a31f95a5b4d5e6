import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { outbox } from '../../src/db/schema/index.ts';
import type { Limits } from '../../src/lib/limits.ts';
import { createNotificationsRepository } from '../../src/features/notifications/notifications.repository.ts';
import { createNotificationsService } from '../../src/features/notifications/notifications.service.ts';
import { createRequestsRepository, type RequestsRepository } from '../../src/features/requests/requests.repository.ts';
import { createSosFanout } from '../../src/features/requests/sos-fanout.job.ts';
import { FANOUT_TOPIC } from '../../src/outbox/topics.ts';
import { createHub, type LiveEvent } from '../../src/realtime/hub.ts';
import { networkApi, type Person } from './network.ts';
import { RELAXED_LIMITS, createTestApp, createTestClock, type TestApp, type TestClock } from './test-app.ts';

/** What the request tests set up again and again: an app per describe block, fan-outs run by hand, requests made. */

export interface RequestsSuite {
  t: TestApp;
  net: ReturnType<typeof networkApi>;
  clock: TestClock;
}

/**
 * An app of the calling describe block's own (relaxed limits and `limits`, a test clock, the app's worker off: the
 * tests drain the outbox or run fan-outs themselves), with its network API; closed after the block. `t` and `net`
 * are set once the block's first hook has run.
 */
export function requestsSuite(limits: Partial<Limits> = {}): RequestsSuite {
  const suite = { clock: createTestClock() } as RequestsSuite;
  beforeAll(async () => {
    suite.t = await createTestApp({ clock: suite.clock, limits: { ...RELAXED_LIMITS, ...limits }, runWorker: false });
    suite.net = networkApi(suite.t.app);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

export interface FanoutShape {
  /** Writes the alerts (the app's own repository unless given). */
  repo?: RequestsRepository;
  /** Every live event handed over (the fan-out's own hub's otherwise). */
  delivered?: LiveEvent[];
  batch: number;
  lanes: number;
  alertsPerPatientPerDonorPerDay?: number;
}

/**
 * A fan-out of its own (its own hub and repositories on the suite's database), as a second process would run it;
 * the returned function runs a request's queued first-wave item (15 km) as that process's outbox worker would.
 */
export function fanoutRunner({ t, clock }: Pick<RequestsSuite, 't' | 'clock'>, shape: FanoutShape) {
  const { db } = t.database;
  const hub = createHub();
  const { delivered } = shape;
  const sos = createSosFanout({
    repo: shape.repo ?? createRequestsRepository(db),
    notifications: createNotificationsService({ repo: createNotificationsRepository(db), clock, hub }),
    clock,
    hub: delivered ? { ...hub, deliver: (events: LiveEvent[]) => delivered.push(...events) } : hub,
    onQueued: () => undefined,
    alertsPerPatientPerDonorPerDay: shape.alertsPerPatientPerDonorPerDay ?? 100,
    fanoutBatchSize: shape.batch,
    fanoutLanes: shape.lanes,
    databaseKind: t.database.kind,
  });
  return async (requestId: string) => {
    const [item] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, FANOUT_TOPIC), eq(outbox.dedupe_key, `fanout:${requestId}:15`)));
    if (!item) throw new Error(`No fan-out queued for ${requestId}`);
    await sos.outboxHandlers[FANOUT_TOPIC]({ request_id: requestId, radius_km: 15 }, item);
  };
}

/** A request `patient` makes with exactly these fields (POST /api/requests must take it): its id. */
export async function madeRequest(net: RequestsSuite['net'], patient: Person, body: Record<string, unknown>) {
  const res = await net.createRequest(patient, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.request_id as string;
}
