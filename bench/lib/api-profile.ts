/**
 * bench:api --profile DIR: a V8 CPU profile of the server's thread while autocannon loads one endpoint (the load
 * runs in a worker thread, so the profile holds the server's work only), written to DIR/<endpoint>.cpuprofile, and
 * a summary of where the time went: the functions with the most self time, and the share of our own code.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Runs `work` under the CPU profiler; with no folder, just runs it. */
export async function profiled<T extends { requests: { total: number } }>(
  dir: string | undefined,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!dir) return work();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  let served = 0;
  try {
    const result = await work();
    served = result.requests.total;
    return result;
  } finally {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const file = join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    summarize(name, profile, served);
  }
}

function where(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const file = url.replace(/^.*\/(node_modules\/|apps\/|packages\/)/, '$1');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

/** Busy time (not idle) per request served, from the profile's samples: steadier than req/s on a shared machine. */
function busyPerRequest(profile: { startTime: number; endTime: number }, nodes: ProfileNode[], served: number) {
  const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const idle = nodes.filter((n) => n.callFrame.functionName === '(idle)').reduce((s, n) => s + (n.hitCount ?? 0), 0);
  const busyUs = ((profile.endTime - profile.startTime) * (total - idle)) / Math.max(1, total);
  return busyUs / Math.max(1, served);
}

function summarize(name: string, profile: { nodes: unknown[]; startTime: number; endTime: number }, served: number) {
  const nodes = profile.nodes as ProfileNode[];
  const total = nodes.reduce((sum, n) => sum + (n.hitCount ?? 0), 0);
  const bySite = new Map<string, number>();
  let ours = 0;
  for (const node of nodes) {
    const hits = node.hitCount ?? 0;
    bySite.set(where(node), (bySite.get(where(node)) ?? 0) + hits);
    if (/\/(apps\/server\/src|packages\/shared\/src)\//.test(node.callFrame.url)) ours += hits;
  }
  const pct = (n: number) => `${((100 * n) / Math.max(1, total)).toFixed(1)}%`.padStart(6);
  const perRequest = busyPerRequest(profile, nodes, served).toFixed(1);
  console.log(
    `\nProfile of ${name}: ${total} samples, busy ${perRequest} µs a request, our own code (self) ${pct(ours)}`,
  );
  for (const [site, hits] of [...bySite].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${pct(hits)}  ${site}`);
  }
}
