/**
 * N live streams (GET /api/events), one per donor, each a real HTTP/1.1 request with the donor's own token on its
 * own TCP connection, opened a wave at a time. Each stream notes when every `notification` event of kind
 * request_alert arrives, by request id, so the benchmark can tell who got an alert once, never, or more than once.
 *
 * The benchmark runs on the same cores as the server, so a stream is opened over a bare socket: the request is
 * written as text and the answer read by hand (status line, headers, chunked body, server-sent events). Node's
 * http client did the same work at several times the CPU, taken from the server it measures.
 */
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { StringDecoder } from 'node:string_decoder';
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
  const url = new URL(baseUrl);
  const target = { host: url.hostname, port: Number(url.port) };
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
        streams.push(await openOne(target, donor, counts));
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
    },
  };
}

const CRLF = Buffer.from('\r\n');
const HEAD_END = Buffer.from('\r\n\r\n');

function openOne(
  target: { host: string; port: number },
  donor: BenchUser,
  counts: Map<string, number>,
): Promise<DonorStream> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(target);
    const stream: DonorStream = {
      userId: donor.userId,
      alerts: new Map(),
      endedAt: null,
      close: () => socket.destroy(),
    };
    let opened = false;
    const fail = (message: string) => {
      stream.endedAt ??= performance.now();
      socket.destroy();
      if (!opened) reject(new Error(message));
    };
    socket.setNoDelay(true);
    socket.write(
      `GET /api/events HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\n` +
        `Authorization: Bearer ${donor.token}\r\nAccept: text/event-stream\r\n\r\n`,
    );
    let events = '';
    const body = chunkedBody((text, at) => {
      events += text;
      let end: number;
      while ((end = events.indexOf('\n\n')) >= 0) {
        noteEvent(events.slice(0, end), at, stream, counts);
        events = events.slice(end + 2);
      }
    }, fail);
    let head: Buffer | null = Buffer.alloc(0);
    socket.on('data', (data: Buffer) => {
      const at = performance.now();
      if (head === null) {
        body.feed(data, at);
        return;
      }
      head = Buffer.concat([head, data]);
      const end = head.indexOf(HEAD_END);
      if (end < 0) return;
      const status = head.subarray(0, head.indexOf(CRLF)).toString('latin1');
      if (!/^HTTP\/1\.1 200 /.test(status)) {
        fail(`GET /api/events answered ${status.slice(9, 12)}`);
        return;
      }
      if (!/\r\ntransfer-encoding: chunked\r\n/i.test(head.subarray(0, end + 2).toString('latin1'))) {
        fail('GET /api/events answered without a chunked body');
        return;
      }
      const rest = head.subarray(end + HEAD_END.length);
      head = null;
      opened = true;
      resolve(stream);
      if (rest.length > 0) body.feed(rest, at);
    });
    socket.once('error', (error) => fail(error.message));
    socket.once('close', () => fail('GET /api/events closed before sending anything'));
  });
}

/** Decodes an HTTP/1.1 chunked body as it arrives, handing its text (UTF-8) on; `end` when the body ends. */
function chunkedBody(onText: (text: string, at: number) => void, end: (why: string) => void) {
  const decoder = new StringDecoder('utf8');
  let pending = Buffer.alloc(0);
  /** Bytes of the current chunk still to come (then its CRLF), or null while reading a size line. */
  let left: number | null = null;
  return {
    feed(data: Buffer, at: number) {
      pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
      let text = '';
      for (;;) {
        if (left === null) {
          const eol = pending.indexOf(CRLF);
          if (eol < 0) break;
          left = parseInt(pending.subarray(0, eol).toString('latin1'), 16);
          pending = pending.subarray(eol + 2);
          if (!Number.isFinite(left) || left === 0) {
            end('the server ended the stream');
            return;
          }
        }
        if (pending.length < left + 2) {
          // Part of the chunk: take what is here, keep counting.
          const part = Math.min(pending.length, left);
          text += decoder.write(pending.subarray(0, part));
          pending = pending.subarray(part);
          left -= part;
          if (left > 0 || pending.length < 2) break;
        } else {
          text += decoder.write(pending.subarray(0, left));
          pending = pending.subarray(left);
          left = 0;
        }
        pending = pending.subarray(2); // the chunk's CRLF
        left = null;
      }
      if (text) onText(text, at);
    },
  };
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
