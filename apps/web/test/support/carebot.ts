import type { CarebotQueryResponse, ChatHistoryEntry } from '@raktsetu/shared';
import { HttpResponse } from 'msw';

/** CareBot answers shaped by the shared contracts, for the page and widget tests. */

export function reply(changes: Partial<CarebotQueryResponse> = {}): CarebotQueryResponse {
  return {
    status: 'success',
    message: 'Reply generated',
    response: 'Thalassemia is an inherited blood disorder.\n\nThe body makes too little haemoglobin.',
    source: 'kb',
    chat_id: 'c-new',
    safety: null,
    actions: [],
    citations: [],
    related_questions: [],
    ...changes,
  };
}

export function historyEntry(n: number, changes: Partial<ChatHistoryEntry> = {}): ChatHistoryEntry {
  return {
    chat_id: `c${n}`,
    prompt: `Question ${n}`,
    response: `Answer ${n}`,
    timestamp: new Date(Date.UTC(2026, 0, n)).toISOString(),
    source: 'kb',
    ...changes,
  };
}

/** One server-sent event. */
export function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * A text/event-stream answer the test writes to as it goes: `push` sends events, `end` closes the stream. Lets a
 * test look at the page between the first words of a reply and the final one.
 */
export function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () => new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    push: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** A whole stream at once. */
export function streamOf(...events: string[]) {
  const stream = controlledStream();
  for (const event of events) stream.push(event);
  stream.end();
  return stream.response();
}
