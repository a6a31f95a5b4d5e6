/**
 * What other users see while an SOS fans out: GET /api/health sent every 100 ms (each on its own timer, so a
 * stalled server piles up unanswered probes rather than hiding the stall), a signed-in read of the database at the
 * same pace, and the server's resident memory.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { readMemory } from './sos-server.ts';

export interface ProbeResult {
  probes: number;
  /** Worst wait for an answer, ms (a probe still unanswered at the end counts with its wait so far). */
  worstMs: number;
  /** Probes that failed or answered other than 200. */
  errors: number;
  /** Highest VmRSS sampled, MB. */
  peakRssMb: number;
  /** The same for the signed-in read, when one was given (a query on the database, where /api/health may not be). */
  read: { probes: number; worstMs: number; errors: number } | null;
}

export interface Probe {
  /** How long the oldest unanswered probe has waited, ms (0 when all are answered): the server is stalled. */
  stalledMs(): number;
  stop(): ProbeResult;
}

/** One kind of request sent on its own timer: its waits and failures. */
function probeLoop(
  agent: http.Agent,
  url: string,
  headers: Record<string, string>,
  everyMs: number,
  onTick?: () => void,
) {
  const pending = new Set<number>();
  let probes = 0;
  let worstMs = 0;
  let errors = 0;
  const tick = () => {
    probes += 1;
    const sent = performance.now();
    pending.add(sent);
    const done = (ok: boolean) => {
      if (!pending.delete(sent)) return;
      worstMs = Math.max(worstMs, performance.now() - sent);
      if (!ok) errors += 1;
    };
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.once('end', () => done(res.statusCode === 200));
    });
    req.once('error', () => done(false));
    onTick?.();
  };
  const timer = setInterval(tick, everyMs);
  tick();
  return {
    oldest() {
      let oldest = Infinity;
      for (const sent of pending) oldest = Math.min(oldest, sent);
      return oldest;
    },
    stop() {
      clearInterval(timer);
      const now = performance.now();
      for (const sent of pending) worstMs = Math.max(worstMs, now - sent);
      pending.clear();
      return { probes, worstMs, errors };
    },
  };
}

/**
 * GET /api/health every `everyMs`, and, with `readAs` (a bearer token), a signed-in read that queries the
 * database (the user's own notices, GET /api/notifications) at the same pace: what another user waits for.
 */
export function startProbe(baseUrl: string, pid: number, everyMs = 100, readAs?: string): Probe {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  let peakRssMb = readMemory(pid)?.rssMb ?? 0;
  const sampleMemory = () => {
    const memory = readMemory(pid);
    if (memory) peakRssMb = Math.max(peakRssMb, memory.rssMb);
  };
  const health = probeLoop(agent, `${baseUrl}/api/health`, {}, everyMs, sampleMemory);
  const read = readAs
    ? probeLoop(agent, `${baseUrl}/api/notifications?limit=5`, { authorization: `Bearer ${readAs}` }, everyMs)
    : null;
  return {
    stalledMs() {
      const oldest = health.oldest();
      return oldest === Infinity ? 0 : performance.now() - oldest;
    },
    stop() {
      const h = health.stop();
      const r = read?.stop() ?? null;
      agent.destroy();
      return { ...h, peakRssMb, read: r };
    },
  };
}
