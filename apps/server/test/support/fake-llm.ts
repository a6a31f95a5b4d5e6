import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake model does with the next requests. */
export type FakeLlmBehaviour =
  | { kind: 'reply'; text: string }
  /** Accepts the request and never answers: the caller's timeout must end the wait. */
  | { kind: 'hang' }
  | { kind: 'fail'; status: number };

export interface FakeLlmRequest {
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
  };
  /** The raw text received, for asserting what never reaches a model. */
  raw: string;
}

export interface FakeLlm {
  /** The base URL to give as LLM_BASE_URL (ends in /v1). */
  baseUrl: string;
  requests: FakeLlmRequest[];
  behave(next: FakeLlmBehaviour): void;
  close(): Promise<void>;
}

/** Splits a reply into pieces of a word or two, as models stream them. */
function pieces(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [text];
}

function chunk(content: string | null, finish: string | null) {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
}

/**
 * An OpenAI-compatible chat-completions server over real HTTP (node:http on an ephemeral port), answering whole or
 * streamed replies, failures or silence, and recording every request it receives.
 */
export async function startFakeLlm(initial: FakeLlmBehaviour = { kind: 'reply', text: 'Hello.' }): Promise<FakeLlm> {
  let behaviour = initial;
  const requests: FakeLlmRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as FakeLlmRequest['body']) : {};
      requests.push({ path: req.url ?? '', headers: req.headers, body, raw });
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (behaviour.kind === 'hang') {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if (behaviour.kind === 'fail') {
        res.writeHead(behaviour.status, { 'content-type': 'application/json' });
        res.end('{"error":{"message":"the fake model failed"}}');
        return;
      }
      const text = behaviour.text;
      if (body.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const piece of pieces(text)) res.write(`data: ${JSON.stringify(chunk(piece, null))}\n\n`);
        res.write(`data: ${JSON.stringify(chunk(null, 'stop'))}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model ?? 'fake-model',
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) {
      behaviour = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
