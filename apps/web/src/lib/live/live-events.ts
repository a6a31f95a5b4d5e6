import { API_BASE_PATH } from '@raktsetu/shared';

/**
 * The live stream of GET /api/events (server-sent events) read with fetch, so the access token travels in the
 * Authorization header and never in a URL (EventSource cannot send headers). It reconnects by itself with a
 * growing delay, sends Last-Event-ID so the server replays what was missed, and asks for a fresh token when the
 * server ends the stream because the token expired (or answers 401).
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

/** Splits SSE text into events; returns the events and the unfinished rest. */
export function parseSseChunk(buffer: string): { events: LiveEvent[]; rest: string; retryMs: number | null } {
  const events: LiveEvent[] = [];
  let retryMs: number | null = null;
  const normalized = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalized.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let id: number | null = null;
    let type = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id' && /^\d+$/.test(value)) id = Number(value);
      else if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
    }
    if (data.length === 0) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data.join('\n'));
    } catch {
      parsed = data.join('\n');
    }
    events.push({ id, type, data: parsed });
  }
  return { events, rest, retryMs };
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
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const parsed = parseSseChunk(buffer + value);
            buffer = parsed.rest;
            if (parsed.retryMs !== null) delay = Math.max(parsed.retryMs, minDelay);
            for (const event of parsed.events) {
              if (event.id !== null) lastEventId = event.id;
              options.onEvent(event);
            }
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
