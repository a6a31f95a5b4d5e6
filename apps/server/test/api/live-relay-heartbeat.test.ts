import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openListener, relayChannel } from '../../src/realtime/relay.repository.ts';
import { freezableProxy, throughProxy } from '../support/freezable-proxy.ts';
import { poolSettings, until } from '../support/live-relay.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The relay's listening connection proves it is alive: one that goes silent (no error, no end) counts as lost, so
 * the process stops trusting its session cache and reconnects (docs/decisions/0019-many-server-processes.md).
 * PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('the relay heartbeat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('treats a connection that stops answering as lost', async () => {
    const settings = poolSettings(t.database);
    const url = new URL(settings.connectionString!);
    const proxy = await freezableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const connection = throughProxy(settings, proxy.port);
    const channel = await relayChannel(t.database.db);
    const lost: unknown[] = [];
    const heard: string[] = [];
    const listener = await openListener(
      connection,
      channel,
      (m) => heard.push(m),
      (err) => lost.push(err),
      {
        everyMs: 100,
        timeoutMs: 300,
      },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(lost).toEqual([]); // answered heartbeats keep it
      proxy.freeze();
      await until('the heartbeat to notice', () => lost.length > 0, 5_000);
      expect(lost).toHaveLength(1);
      expect(String(lost[0])).toContain('heartbeat unanswered');
    } finally {
      await listener.close();
      await proxy.close();
    }
  });
});
