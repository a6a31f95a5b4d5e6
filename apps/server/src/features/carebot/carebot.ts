import type { FastifyBaseLogger } from 'fastify';
import type { LanguageModel } from '../../adapters/llm/llm.ts';
import { createOpenAiModel } from '../../adapters/llm/openai-model.ts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Limits } from '../../lib/limits.ts';
import { createCarebotEngine } from './carebot-engine.ts';
import { createRetriever, type Retriever } from './carebot-retrieval.ts';
import { createCarebotRepository } from './carebot.repository.ts';
import { createCarebotService } from './carebot.service.ts';
import { ARTICLES } from './knowledge/index.ts';
import { assessMessage, checkReply } from './safety/index.ts';

export interface CarebotDeps {
  db: Database;
  llm: Config['llm'];
  clock: Clock;
  limits: Pick<Limits, 'carebotMessagesPerHour'>;
  limitStore: LimitStore;
  log: FastifyBaseLogger;
}

/** A model only when both a base URL and a model name are set; otherwise the built-in engine answers alone. */
function configuredModel(llm: Config['llm']): LanguageModel | null {
  if (!llm.baseUrl || !llm.model) return null;
  return createOpenAiModel({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, timeoutMs: llm.timeoutMs });
}

/**
 * The knowledge index is built on CareBot's first question, not at start: it holds ~5 MB of heap that a server whose
 * users never ask would carry for nothing (docs/decisions/0021).
 */
function builtOnFirstSearch(articles: Retriever['articles']): Retriever {
  let built: Retriever | undefined;
  return { articles, search: (question, asker) => (built ??= createRetriever(articles)).search(question, asker) };
}

/** CareBot wired from its parts: the knowledge base, the safety rules, the model if any, and its history. */
export function createCarebot(deps: CarebotDeps) {
  const safety = { assessMessage, checkReply };
  const engine = createCarebotEngine({
    retriever: builtOnFirstSearch(ARTICLES),
    safety,
    model: configuredModel(deps.llm),
    log: deps.log,
  });
  return createCarebotService({
    repo: createCarebotRepository(deps.db),
    engine,
    safety,
    articles: ARTICLES,
    clock: deps.clock,
    limits: deps.limits,
    limitStore: deps.limitStore,
  });
}
