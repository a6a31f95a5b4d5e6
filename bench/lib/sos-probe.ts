/**
 * What other users see while an SOS fans out: GET /api/health sent every 100 ms (each on its own timer, so a
 * stalled server piles up unanswered probes rather than hiding the stall), and the server's resident memory
 * sampled at the same pace.
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
}

export interface Probe {
  /** How long the oldest unanswered probe has waited, ms (0 when all are answered): the server is stalled. */
  stalledMs(): number;
  stop(): ProbeResult;
}

export function startProbe(baseUrl: string, pid: number, everyMs = 100): Probe {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const pending = new Set<number>();
  let probes = 0;
  let worstMs = 0;
  let errors = 0;
  let peakRssMb = readMemory(pid)?.rssMb ?? 0;
  const tick = () => {
    probes += 1;
    const sent = performance.now();
    pending.add(sent);
    const done = (ok: boolean) => {
      if (!pending.delete(sent)) return;
      worstMs = Math.max(worstMs, performance.now() - sent);
      if (!ok) errors += 1;
    };
    const req = http.get(`${baseUrl}/api/health`, { agent }, (res) => {
      res.resume();
      res.once('end', () => done(res.statusCode === 200));
    });
    req.once('error', () => done(false));
    const memory = readMemory(pid);
    if (memory) peakRssMb = Math.max(peakRssMb, memory.rssMb);
  };
  const timer = setInterval(tick, everyMs);
  tick();
  return {
    stalledMs() {
      let oldest = Infinity;
      for (const sent of pending) oldest = Math.min(oldest, sent);
      return oldest === Infinity ? 0 : performance.now() - oldest;
    },
    stop() {
      clearInterval(timer);
      const now = performance.now();
      for (const sent of pending) worstMs = Math.max(worstMs, now - sent);
      pending.clear();
      agent.destroy();
      return { probes, worstMs, errors, peakRssMb };
    },
  };
}
