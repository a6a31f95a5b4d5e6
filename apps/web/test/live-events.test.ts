import { describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, type LiveEvent } from '../src/lib/live/live-events.ts';

const jwt = (expInS: number) =>
  `h.${Buffer.from(JSON.stringify({ sub: 'u', exp: Math.floor(Date.now() / 1000) + expInS })).toString('base64url')}.s`;

/** A Response whose body streams the given chunks and then ends. */
function streamResponse(chunks: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('reading the stream', () => {
  it('reads ids, event names and JSON data, ignores comments, joins an event cut across chunks, and honours retry', async () => {
    const received: LiveEvent[] = [];
    const delays: number[] = [];
    let stop = () => {};
    stop = connectLiveEvents({
      onEvent: (e) => received.push(e),
      getAccessToken: () => jwt(600),
      refreshAccessToken: async () => null,
      fetch: (async () =>
        streamResponse([
          'retry: 3000\n: connected\n\nid: 7\nevent: notification\ndata: {"a":1}\n\nid: 8\nevent: req',
          'uest\r\ndata: {"r":8}\r\n\r\nevent: notification\ndata: not json\n\n',
        ])) as unknown as typeof fetch,
      minDelayMs: 1000,
      sleep: async (ms) => {
        delays.push(ms);
        stop();
      },
    });
    await vi.waitFor(() => expect(delays).toHaveLength(1));
    expect(received).toEqual([
      { id: 7, type: 'notification', data: { a: 1 } },
      { id: 8, type: 'request', data: { r: 8 } },
      { id: null, type: 'notification', data: 'not json' },
    ]);
    expect(delays).toEqual([3000]);
  });
});

describe('connectLiveEvents', () => {
  it('sends the token in the Authorization header, delivers events, and resumes with Last-Event-ID', async () => {
    const token = jwt(600);
    const calls: Array<{ url: string; headers: Record<string, string> }> = [];
    const responses = [
      streamResponse(['id: 1\nevent: notification\ndata: {"n":1}\n\n', 'id: 2\nevent: request\ndata: {"r":2}\n\n']),
      streamResponse(['id: 3\nevent: notification\ndata: {"n":3}\n\n']),
    ];
    const received: LiveEvent[] = [];
    let stop = () => {};
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const next = responses.shift();
      if (!next) {
        stop();
        throw new TypeError('offline');
      }
      return next;
    });
    stop = connectLiveEvents({
      onEvent: (e) => received.push(e),
      getAccessToken: () => token,
      refreshAccessToken: async () => null,
      fetch: fetchMock as unknown as typeof fetch,
      sleep: async () => undefined,
    });
    await vi.waitFor(() => expect(received).toHaveLength(3));
    expect(received.map((e) => e.type)).toEqual(['notification', 'request', 'notification']);
    expect(calls[0]?.url).toBe('/api/events');
    expect(calls[0]?.url).not.toContain(token);
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${token}`);
    expect(calls[0]?.headers['Last-Event-ID']).toBeUndefined();
    expect(calls[1]?.headers['Last-Event-ID']).toBe('2');
    stop();
  });

  it('asks for a fresh token when refused, and stops when the session cannot be refreshed', async () => {
    let current = jwt(600);
    const statuses: string[] = [];
    const seenTokens: string[] = [];
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      seenTokens.push((init.headers as Record<string, string>).Authorization!);
      return new Response('{}', { status: 401 });
    });
    const refresh = vi.fn(async () => {
      if (refresh.mock.calls.length > 1) return null;
      current = jwt(900);
      return current;
    });
    connectLiveEvents({
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
      getAccessToken: () => current,
      refreshAccessToken: refresh,
      fetch: fetchMock as unknown as typeof fetch,
      sleep: async () => undefined,
    });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('offline'));
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(new Set(seenTokens).size).toBe(2);
  });

  it('waits longer after each failed attempt, up to the maximum', async () => {
    const delays: number[] = [];
    let stop = () => {};
    stop = connectLiveEvents({
      onEvent: () => undefined,
      getAccessToken: () => jwt(600),
      refreshAccessToken: async () => null,
      fetch: (async () => {
        throw new TypeError('offline');
      }) as unknown as typeof fetch,
      minDelayMs: 1000,
      maxDelayMs: 4000,
      sleep: async (ms) => {
        delays.push(ms);
        if (delays.length === 4) stop();
      },
    });
    await vi.waitFor(() => expect(delays).toHaveLength(4));
    expect(delays).toEqual([1000, 2000, 4000, 4000]);
  });

  it('does not connect without a session', async () => {
    const fetchMock = vi.fn();
    const statuses: string[] = [];
    connectLiveEvents({
      onEvent: () => undefined,
      onStatus: (s) => statuses.push(s),
      getAccessToken: () => null,
      refreshAccessToken: async () => null,
      fetch: fetchMock as unknown as typeof fetch,
    });
    await vi.waitFor(() => expect(statuses).toEqual(['offline']));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
