import {
  API_BASE_PATH,
  IDEMPOTENCY_KEY_HEADER,
  carebotQueryResponseSchema,
  carebotStreamDeltaSchema,
  type CarebotQueryResponse,
} from '@raktsetu/shared';
import { createParser } from 'eventsource-parser';
import { getAccessToken } from '../../../lib/token-storage.ts';
import { askCarebot } from './carebot-api.ts';

/**
 * Asks CareBot through POST /api/ai/carebot/query/stream (server-sent events read with fetch, so the token
 * travels in the Authorization header; parsed by eventsource-parser as the live stream is): `delta` events add
 * text as the reply is written, `done` carries the whole checked reply, `error` says it failed.
 *
 * When the stream cannot be opened — no connection, an expired token (the API client refreshes it), a server
 * without the endpoint — the same question goes to POST /api/ai/carebot/query, which answers it whole. Once the
 * stream is open, a failure is a failure: asking again could answer twice.
 */
export interface StreamHandlers {
  onDelta: (text: string) => void;
}

/** Answers that mean "this server cannot stream this call", not "the question failed". */
const CANNOT_STREAM = new Set([401, 404, 405, 406, 415, 501]);

export class CarebotReplyError extends Error {
  override readonly name = 'CarebotReplyError';
}

export async function askCarebotStreaming(
  message: string,
  handlers: StreamHandlers,
  signal?: AbortSignal,
): Promise<CarebotQueryResponse> {
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}/ai/carebot/query/stream`, {
      method: 'POST',
      headers: {
        Accept: 'text/event-stream',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ message }),
      credentials: 'same-origin',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return askCarebot(message, signal);
  }
  if (CANNOT_STREAM.has(response.status)) return askCarebot(message, signal);
  if (!response.ok || !response.body) throw new CarebotReplyError(`CareBot answered ${response.status}`);
  // A server (or proxy) that answered the whole reply as JSON instead of a stream.
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return carebotQueryResponseSchema.parse(await response.json());
  }
  return readReply(response.body, handlers);
}

async function readReply(body: ReadableStream<Uint8Array>, handlers: StreamHandlers): Promise<CarebotQueryResponse> {
  let reply: CarebotQueryResponse | null = null;
  let failed = false;
  const parser = createParser({
    onEvent: (event) => {
      if (reply || failed) return;
      const data = parseJson(event.data);
      if (event.event === 'delta') {
        const delta = carebotStreamDeltaSchema.safeParse(data);
        if (delta.success) handlers.onDelta(delta.data.text);
      } else if (event.event === 'done') {
        const done = carebotQueryResponseSchema.safeParse(data);
        if (done.success) reply = done.data;
        else failed = true;
      } else if (event.event === 'error') {
        failed = true;
      }
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
    if (reply || failed) break;
  }
  await reader.cancel().catch(() => undefined);
  if (!reply) throw new CarebotReplyError(failed ? 'CareBot could not answer' : 'The reply stream ended early');
  return reply;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
