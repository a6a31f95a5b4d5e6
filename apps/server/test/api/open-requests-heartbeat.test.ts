import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bloodRequests } from '../../src/db/schema/index.ts';
import { VIEW_HEARTBEAT } from '../../src/features/requests/open-requests-link.ts';
import { openRequestsQueries, postgresListener } from '../../src/features/requests/open-requests.repository.ts';
import { createOpenRequestsView } from '../../src/features/requests/open-requests-view.ts';
import { createRequestsRepository } from '../../src/features/requests/requests.repository.ts';
import { freezableProxy, throughProxy } from '../support/freezable-proxy.ts';
import { poolSettings, until } from '../support/live-relay.ts';
import { CENTRE, GROUP, networkApi } from '../support/network.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const RADIUS_KM = 50;

/**
 * The view's listening connection goes silent (no error, no end): within its short heartbeat the view stops
 * answering from memory and the list reads the database, so a change it cannot hear is not hidden for long
 * (docs/decisions/0032-open-requests-view.md). PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('the open requests view over a link that goes silent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ runWorker: false });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('falls back to the database once its heartbeat is overdue: a request cancelled meanwhile is not listed', async () => {
    const net = networkApi(t.app);
    const donor = await net.donor('B+', CENTRE);
    const patient = await net.patient('B+');
    const made = await net.createRequest(patient, {
      ...{ blood_group_id: GROUP['B+'], component_id: 1, units_required: 1, urgency: 'Urgent', ...CENTRE },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.request_id as string;

    const settings = poolSettings(t.database);
    const url = new URL(settings.connectionString!);
    const proxy = await freezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const view = createOpenRequestsView({
      queries: openRequestsQueries(t.database.db),
      listen: postgresListener(throughProxy(settings, proxy.port)),
      log: { warn: () => undefined },
    });
    const repo = createRequestsRepository(t.database.db);
    // As the requests service does: the view's answer, or the database's when the view has none.
    const listed = async () => {
      const args = [donor.userId, RADIUS_KM, {}, 50, 0, new Date()] as const;
      const rows = ((await view.listForDonor(...args)) ?? (await repo.listForDonor(...args))).rows;
      return rows.map((r) => r.request_id);
    };
    try {
      await view.start();
      await until('the view to load', () => view.isCurrent(), 5_000);
      // Answered heartbeats keep it current past one interval.
      await new Promise((r) => setTimeout(r, VIEW_HEARTBEAT.everyMs + VIEW_HEARTBEAT.timeoutMs + 500));
      expect(view.isCurrent()).toBe(true);
      expect(await view.listForDonor(donor.userId, RADIUS_KM, {}, 50, 0, new Date())).not.toBeNull();
      expect(await listed()).toContain(id);

      proxy.freeze();
      // Cancelled by another connection: its notice cannot reach the frozen view.
      await t.database.db.update(bloodRequests).set({ status: 'Cancelled' }).where(eq(bloodRequests.request_id, id));
      const frozenAt = Date.now();
      await until('the view to stop answering', () => !view.isCurrent(), 10_000);
      // Within one interval and one timeout (and some slack for a loaded machine), not the relay's 20 s.
      expect(Date.now() - frozenAt).toBeLessThan(VIEW_HEARTBEAT.everyMs + VIEW_HEARTBEAT.timeoutMs + 1_500);
      expect(await view.listForDonor(donor.userId, RADIUS_KM, {}, 50, 0, new Date())).toBeNull();
      expect(await listed()).not.toContain(id);
    } finally {
      await view.stop();
      await proxy.close();
    }
  }, 60_000);
});
