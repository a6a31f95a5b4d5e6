import { API_BASE_PATH } from '@raktsetu/shared';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * The live stream of GET /api/events (server-sent events) read with fetch, so the access token travels in the
 * Authorization header and never in a URL (EventSource cannot send headers). It reconnects by itself with a
 * growing delay, sends Last-Event-ID so the server replays what was missed, and asks for a fresh token when the
 * server ends the stream because the token expired (or answers 401). The text of the stream is read by
 * eventsource-parser (docs/decisions/0009-live-stream-parsing-with-eventsource-parser.md).
 */
export interface LiveEvent {
  id: number | null;
  type: string;
  data: unknown;
}

export type LiveStatus = 'connecting' | 'open' | 'offline';

export interface LiveEventsOptions {
  onEvent: (event: LiveEvent) => void;
  onStatus?: (status: LiveStatus) => void;
  getAccessToken: () => string | null;
  /** A fresh access token after `stale` was refused; null ends the stream (signed out). */
  refreshAccessToken: (stale: string) => Promise<string | null>;
  fetch?: typeof fetch;
  baseUrl?: string;
  /** Delays in ms (tests shorten them). */
  minDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const defaultSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * One message of the stream as the app reads it: the id is the server's event sequence number (null when the
 * message carries none, or one that is not a number), and the data is JSON (or the raw text when it is not).
 */
export function toLiveEvent(message: EventSourceMessage): LiveEvent {
  const id = message.id !== undefined && /^\d+$/.test(message.id) ? Number(message.id) : null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    data = message.data;
  }
  return { id, type: message.event ?? 'message', data };
}

/** Starts the stream; the returned function stops it for good. */
export function connectLiveEvents(options: LiveEventsOptions): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const sleep = options.sleep ?? defaultSleep;
  const minDelay = options.minDelayMs ?? 1_000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const stop = new AbortController();
  let lastEventId: number | null = null;

  void (async () => {
    let delay = minDelay;
    while (!stop.signal.aborted) {
      const token = options.getAccessToken();
      if (!token) {
        options.onStatus?.('offline');
        return;
      }
      options.onStatus?.('connecting');
      let refused = false;
      try {
        const res = await doFetch(`${options.baseUrl ?? API_BASE_PATH}/events`, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            ...(lastEventId !== null ? { 'Last-Event-ID': String(lastEventId) } : {}),
          },
          signal: stop.signal,
          cache: 'no-store',
        });
        if (res.status === 401) {
          refused = true;
        } else if (res.ok && res.body) {
          options.onStatus?.('open');
          delay = minDelay;
          // A new parser for each connection: an event cut off by a dropped connection is never delivered.
          const parser = createParser({
            onEvent: (message) => {
              const event = toLiveEvent(message);
              if (event.id !== null) lastEventId = event.id;
              options.onEvent(event);
            },
            onRetry: (retryMs) => {
              delay = Math.max(retryMs, minDelay);
            },
          });
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            parser.feed(value);
          }
          // The server ends the stream when the access token expires: come back with a fresh one.
          refused = isExpired(token);
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      if (stop.signal.aborted) return;
      if (refused) {
        const fresh = await options.refreshAccessToken(token).catch(() => null);
        if (!fresh) {
          options.onStatus?.('offline');
          return;
        }
        continue;
      }
      options.onStatus?.('offline');
      await sleep(delay, stop.signal);
      delay = Math.min(delay * 2, maxDelay);
    }
  })();

  return () => stop.abort();
}

/** True when a JWT's exp is within 5 s from now (or it cannot be read). */
function isExpired(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof payload.exp !== 'number' || payload.exp * 1000 - Date.now() < 5_000;
  } catch {
    return true;
  }
}
