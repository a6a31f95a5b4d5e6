import type OpenAI from 'openai';
import type { ChatMessage, LanguageModel } from './llm.ts';

export interface OpenAiModelOptions {
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) need none. */
  apiKey: string | undefined;
  model: string;
  /** The longest wait for the whole reply, and between two pieces of a streamed one (ms). */
  timeoutMs: number;
}

/** Local OpenAI-compatible servers ignore the key, but the client refuses to start without one. */
const NO_KEY = 'not-needed';
/** Replies are short: a few paragraphs at most (tokens). */
const MAX_TOKENS = 700;
/** Low: CareBot restates sources; it should not improvise. */
const TEMPERATURE = 0.2;

/** Any OpenAI-compatible chat-completions endpoint (a hosted model or a local server) through the official client. */
export function createOpenAiModel(options: OpenAiModelOptions): LanguageModel {
  // The client library is loaded on CareBot's first question to a model, not at start (docs/decisions/0021).
  let made: Promise<OpenAI> | undefined;
  const openAi = () =>
    (made ??= import('openai').then(
      ({ default: OpenAI }) =>
        new OpenAI({
          baseURL: options.baseUrl,
          apiKey: options.apiKey ?? NO_KEY,
          timeout: options.timeoutMs,
          // One quick retry for a dropped connection or a busy server; the deadline below bounds the whole wait.
          maxRetries: 1,
        }),
    ));
  const request = (messages: ChatMessage[]) => ({
    model: options.model,
    messages,
    max_tokens: MAX_TOKENS,
    temperature: TEMPERATURE,
  });

  return {
    async complete(messages) {
      const client = await openAi();
      const completion = await client.chat.completions.create(
        { ...request(messages), stream: false },
        { signal: AbortSignal.timeout(options.timeoutMs) },
      );
      return completion.choices[0]?.message.content?.trim() ?? '';
    },

    async *stream(messages) {
      // A stalled stream is as bad as no answer: the deadline restarts with every piece that arrives.
      const controller = new AbortController();
      let timer = setTimeout(() => controller.abort(), options.timeoutMs);
      const rearm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => controller.abort(), options.timeoutMs);
      };
      try {
        const client = await openAi();
        const stream = await client.chat.completions.create(
          { ...request(messages), stream: true },
          { signal: controller.signal },
        );
        rearm();
        for await (const chunk of stream) {
          rearm();
          const text = chunk.choices[0]?.delta?.content;
          if (text) yield text;
        }
      } finally {
        clearTimeout(timer);
        controller.abort();
      }
    },
  };
}
