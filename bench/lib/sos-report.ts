/**
 * Figures of the SOS benchmark: one round's numbers from the streams, the median over rounds, the machine, and
 * the printed report with each goal beside what was measured.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type { CpuSpent } from './cpu-usage.ts';
import type { ProbeResult } from './sos-probe.ts';
import type { DonorStream } from './sos-streams.ts';

export interface RoundFigures {
  requestId: string;
  /** ms the POST /api/requests took to answer. */
  postMs: number;
  /** Arrival of each donor's first alert, ms after the POST was sent. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  exactlyOne: number;
  none: number;
  twoOrMore: number;
  /** Streams the server ended during the round (none expected). */
  streamsEnded: number;
  healthWorstMs: number;
  healthProbes: number;
  healthErrors: number;
  /** Worst wait of the signed-in read (GET /api/notifications) during the round, ms; NaN when not probed. */
  readWorstMs: number;
  readErrors: number;
  peakRssMb: number;
  rssAfterMb: number;
  /** CPU ms from the POST to the last alert: the server, its PostgreSQL backends (NaN embedded), this benchmark. */
  serverCpuMs: number;
  databaseCpuMs: number;
  clientCpuMs: number;
}

/** Nearest-rank percentile of ascending `sorted` (NaN when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export function roundFigures(
  streams: DonorStream[],
  requestId: string,
  sentAt: number,
  postMs: number,
  probe: ProbeResult,
  rssAfterMb: number,
  roundStart: number,
  cpu: CpuSpent,
): RoundFigures {
  const arrivals: number[] = [];
  let exactlyOne = 0;
  let none = 0;
  let twoOrMore = 0;
  let streamsEnded = 0;
  for (const s of streams) {
    const times = s.alerts.get(requestId);
    if (!times) none += 1;
    else if (times.length === 1) exactlyOne += 1;
    else twoOrMore += 1;
    if (times) arrivals.push(times[0]! - sentAt);
    if (s.endedAt !== null && s.endedAt >= roundStart) streamsEnded += 1;
  }
  arrivals.sort((a, b) => a - b);
  return {
    requestId,
    postMs,
    p50: percentile(arrivals, 50),
    p95: percentile(arrivals, 95),
    p99: percentile(arrivals, 99),
    max: arrivals[arrivals.length - 1] ?? NaN,
    exactlyOne,
    none,
    twoOrMore,
    streamsEnded,
    healthWorstMs: probe.worstMs,
    healthProbes: probe.probes,
    healthErrors: probe.errors,
    readWorstMs: probe.read?.worstMs ?? NaN,
    readErrors: probe.read?.errors ?? 0,
    peakRssMb: probe.peakRssMb,
    rssAfterMb,
    serverCpuMs: cpu.serverMs,
    databaseCpuMs: cpu.databaseMs,
    clientCpuMs: cpu.clientMs,
  };
}

/** The median of every numeric figure over the rounds. */
export function medianFigures(rounds: RoundFigures[]): Omit<RoundFigures, 'requestId'> {
  const keys = Object.keys(rounds[0]!).filter((k) => k !== 'requestId') as Array<keyof Omit<RoundFigures, 'requestId'>>;
  return Object.fromEntries(keys.map((k) => [k, median(rounds.map((r) => r[k]))])) as Omit<RoundFigures, 'requestId'>;
}

export function machine() {
  let openFiles = 'unknown';
  try {
    openFiles =
      /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.slice(1).join(' / ') ??
      openFiles;
  } catch {
    // not Linux
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    totalMemMb: Math.round(os.totalmem() / 1024 / 1024),
    node: process.version,
    openFiles,
    loadavg: os.loadavg().map((l) => Number(l.toFixed(2))),
  };
}

const ms = (v: number) => (Number.isNaN(v) ? '—' : `${Math.round(v)} ms`);
const mb = (v: number) => (Number.isNaN(v) ? '—' : `${Math.round(v)} MB`);

export function printRound(index: number, r: RoundFigures, donors: number): void {
  console.log(
    `  round ${index}: arrival p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ` +
      `exactly one ${r.exactlyOne}/${donors}, none ${r.none}, 2+ ${r.twoOrMore}; POST ${ms(r.postMs)}; ` +
      `health worst ${ms(r.healthWorstMs)} (${r.healthProbes} probes, ${r.healthErrors} failed); ` +
      `signed-in read worst ${ms(r.readWorstMs)} (${r.readErrors} failed); ` +
      `RSS peak ${mb(r.peakRssMb)}, after ${mb(r.rssAfterMb)}` +
      (r.streamsEnded > 0 ? `; ${r.streamsEnded} streams ended by the server` : ''),
  );
  console.log(
    `           CPU ${cpuPerAlert('server', r.serverCpuMs, donors)}, ` +
      `${cpuPerAlert('database', r.databaseCpuMs, donors)}, ${cpuPerAlert('this benchmark', r.clientCpuMs, donors)}`,
  );
}

/** "server 850 ms (85 µs/alert)": CPU time, which a busy machine moves much less than wall time. */
function cpuPerAlert(who: string, cpuMs: number, alerts: number): string {
  if (Number.isNaN(cpuMs)) return `${who} —`;
  return `${who} ${Math.round(cpuMs)} ms (${Math.round((cpuMs * 1000) / alerts)} µs/alert)`;
}

export interface Summary {
  db: 'postgres' | 'embedded';
  donors: number;
  rounds: RoundFigures[];
  median: Omit<RoundFigures, 'requestId'>;
  connectMs: number;
  streamsFailed: number;
  memory: { startMs: number; idleRssMb: number; startPeakMb: number; connectedRssMb: number; endHwmMb: number };
  machineBefore: ReturnType<typeof machine>;
  loadavgAfter: number[];
}

export function printSummary(s: Summary): void {
  const m = s.median;
  const p99Goal = s.db === 'postgres' ? 1_000 : 3_000;
  const goal = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const row = (what: string, measured: string, target: string, ok: boolean) =>
    console.log(`  ${what.padEnd(34)} ${measured.padEnd(22)} goal ${target.padEnd(14)} ${goal(ok)}`);
  console.log(
    `\nSOS fan-out, ${s.donors.toLocaleString('en-IN')} donors, ${s.db}, median of ${s.rounds.length} round(s):`,
  );
  row('arrival p99 (from the POST)', ms(m.p99), `≤ ${p99Goal} ms`, m.p99 <= p99Goal);
  console.log(`  ${''.padEnd(34)} p50 ${ms(m.p50)}, p95 ${ms(m.p95)}, max ${ms(m.max)}`);
  const once = s.rounds.every((r) => r.exactlyOne === s.donors);
  row('exactly one alert each', `${Math.min(...s.rounds.map((r) => r.exactlyOne))}/${s.donors} (worst)`, 'all', once);
  row('worst GET /api/health in fan-out', ms(m.healthWorstMs), '≤ 200 ms', m.healthWorstMs <= 200);
  row('worst signed-in read in fan-out', ms(m.readWorstMs), '≤ 200 ms', m.readWorstMs <= 200);
  row('connecting all streams', ms(s.connectMs), '≤ 5000 ms', s.connectMs <= 5_000 && s.streamsFailed === 0);
  if (s.streamsFailed > 0) console.log(`  ${s.streamsFailed} streams failed to open`);
  const memGoal = s.db === 'embedded';
  row(
    'server RSS idle after start',
    mb(s.memory.idleRssMb),
    memGoal ? '≤ 250 MB' : '—',
    !memGoal || s.memory.idleRssMb <= 250,
  );
  console.log(
    `  ${''.padEnd(34)} start ${ms(s.memory.startMs)}, start-up peak (VmHWM) ${mb(s.memory.startPeakMb)}, ` +
      `with streams ${mb(s.memory.connectedRssMb)}, fan-out peak ${mb(m.peakRssMb)}, after SOS ${mb(m.rssAfterMb)}, ` +
      `VmHWM at end ${mb(s.memory.endHwmMb)}`,
  );
  const mc = s.machineBefore;
  console.log(
    `  machine: ${mc.cpus} × ${mc.cpuModel}, ${mc.totalMemMb} MB, Node ${mc.node}, open files ${mc.openFiles}; ` +
      `loadavg before ${mc.loadavg.join(' ')}, after ${s.loadavgAfter.map((l) => l.toFixed(2)).join(' ')}`,
  );
}
