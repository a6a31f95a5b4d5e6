/**
 * N live streams (GET /api/events), one per donor, over one keep-alive agent, opened a wave at a time. Each
 * stream notes when every `notification` event of kind request_alert arrives, by request id, so the benchmark
 * can tell who got an alert once, never, or more than once.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { BenchUser } from './sos-seed.ts';

export interface DonorStream {
  userId: string;
  /** request id → arrival times (performance.now()) of each alert for it. */
  alerts: Map<string, number[]>;
  /** Set when the server ended the stream or it failed. */
  endedAt: number | null;
  close(): void;
}

export interface StreamSet {
  streams: DonorStream[];
  /** Streams that did not open (status ≠ 200 or a network error), with the first reason seen. */
  failed: number;
  firstFailure: string | null;
  /** ms from the first connection attempt until the last stream had its first bytes. */
  connectMs: number;
  /** How many streams have at least one alert for a request. */
  alertedCount(requestId: string): number;
  closeAll(): void;
}

/**
 * Opens one stream per donor, `wave` at a time (a new one starts as soon as one has opened), and resolves once
 * every stream has answered or failed.
 */
export async function openStreams(baseUrl: string, donors: BenchUser[], wave: number): Promise<StreamSet> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 16 });
  const counts = new Map<string, number>();
  const streams: DonorStream[] = [];
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < donors.length) {
      const donor = donors[next++]!;
      try {
        streams.push(await openOne(agent, baseUrl, donor, counts));
      } catch (error) {
        failed += 1;
        firstFailure ??= (error as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(wave, donors.length) }, worker));
  const connectMs = performance.now() - started;
  return {
    streams,
    failed,
    firstFailure,
    connectMs,
    alertedCount: (requestId) => counts.get(requestId) ?? 0,
    closeAll() {
      for (const s of streams) s.close();
      agent.destroy();
    },
  };
}

function openOne(
  agent: http.Agent,
  baseUrl: string,
  donor: BenchUser,
  counts: Map<string, number>,
): Promise<DonorStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/api/events`, {
      agent,
      headers: { authorization: `Bearer ${donor.token}`, accept: 'text/event-stream' },
    });
    const stream: DonorStream = { userId: donor.userId, alerts: new Map(), endedAt: null, close: () => req.destroy() };
    req.once('error', (error) => {
      stream.endedAt ??= performance.now();
      reject(error);
    });
    req.once('response', (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`GET /api/events answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let opened = false;
      res.on('data', (chunk: string) => {
        const at = performance.now();
        if (!opened) {
          opened = true;
          resolve(stream);
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          noteEvent(buffer.slice(0, end), at, stream, counts);
          buffer = buffer.slice(end + 2);
        }
      });
      res.once('close', () => {
        stream.endedAt ??= performance.now();
        if (!opened) reject(new Error('GET /api/events closed before sending anything'));
      });
    });
  });
}

/** One SSE block: only `event: notification` with kind request_alert counts. */
function noteEvent(block: string, at: number, stream: DonorStream, counts: Map<string, number>): void {
  if (!block.includes('event: notification')) return;
  const dataLine = block.split('\n').find((line) => line.startsWith('data: '));
  if (!dataLine) return;
  const data = JSON.parse(dataLine.slice(6)) as { kind?: string; request_id?: string | null };
  if (data.kind !== 'request_alert' || !data.request_id) return;
  const seen = stream.alerts.get(data.request_id);
  if (seen) {
    seen.push(at);
    return;
  }
  stream.alerts.set(data.request_id, [at]);
  counts.set(data.request_id, (counts.get(data.request_id) ?? 0) + 1);
}
