import type { CarebotAction, CarebotCitation, CarebotSafetyCategory, CarebotSource, Language } from '@raktsetu/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { LanguageModel } from '../../adapters/llm/llm.ts';
import { answerFromKnowledge, citationOf, type KnowledgeAnswer } from './carebot-answer.ts';
import { modelMessages } from './carebot-prompt.ts';
import { MIN_COVERAGE, type AskerContext, type Retriever } from './carebot-retrieval.ts';
import { CAREBOT_TEXTS } from './carebot-texts.ts';
import type { SafetyAssessment } from './safety/index.ts';
import { NOT_A_UNIT_ABBREVIATION } from './safety/reply-check.ts';

/*
 * CareBot's engine (docs/decisions/0016): the deterministic safety assessment first, then an answer from the
 * configured model or the built-in knowledge base, and the reply check last — on every reply, and on every
 * sentence of a streamed one before it is sent. Every fixed text is in the asker's language (`asker.language`).
 */

export interface SafetyRules {
  assessMessage(text: string, language?: Language): SafetyAssessment;
  checkReply(text: string, language?: Language): { text: string; rewritten: boolean };
}

export interface CarebotReply {
  response: string;
  source: CarebotSource;
  safety: CarebotSafetyCategory | null;
  actions: CarebotAction[];
  citations: CarebotCitation[];
  related_questions: string[];
}

export type ReplyEvent = { type: 'delta'; text: string } | { type: 'done'; reply: CarebotReply };

/** A streamed reply that failed after part of it was sent: it cannot be replaced by another answer any more. */
export class ReplyInterruptedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The model stopped answering part-way through a reply', options);
    this.name = 'ReplyInterruptedError';
  }
}

export interface EngineDeps {
  retriever: Retriever;
  safety: SafetyRules;
  /** Null: no model configured, every answer comes from the knowledge base. */
  model: LanguageModel | null;
  log: FastifyBaseLogger;
}

/** Passages a model is given (the best-matching articles). */
const MAX_PASSAGES = 3;
// A sentence ends at . ! ? or the danda । (and any closing quote or bracket) followed by space, or at a line break;
// not at the stop of a unit abbreviation (मि. ग्रा.), which would send half a dose before the check saw it all.
const SENTENCE_END = new RegExp(`${NOT_A_UNIT_ABBREVIATION}[.!?।]["')\\]]*\\s+|\\n+`, 'u');

interface Plan {
  language: Language;
  assessment: SafetyAssessment;
  knowledge: KnowledgeAnswer;
  passages: Retriever['articles'][number][];
}

export function createCarebotEngine(deps: EngineDeps) {
  return {
    reply: (question: string, asker: AskerContext) => reply(deps, question, asker),
    stream: (question: string, asker: AskerContext) => stream(deps, question, asker),
  };
}

export type CarebotEngine = ReturnType<typeof createCarebotEngine>;

function plan({ retriever, safety }: EngineDeps, question: string, asker: AskerContext): Plan {
  const language = asker.language ?? 'en';
  const assessment = safety.assessMessage(question, language);
  const hits = retriever.search(question, asker);
  const knowledge = answerFromKnowledge(question, hits, retriever.articles, asker);
  const passages = hits
    .filter((h) => h.coverage >= MIN_COVERAGE)
    .slice(0, MAX_PASSAGES)
    .map((h) => h.article);
  return { language, assessment, knowledge, passages };
}

/** The lead alone, when the safety rule says it is the whole reply (an emergency, despair). */
function safetyOnly(safety: SafetyRules, { assessment, language }: Plan): CarebotReply | null {
  if (assessment.continueWithAnswer || !assessment.lead) return null;
  const checked = safety.checkReply(assessment.lead, language);
  return {
    response: checked.text,
    source: 'safety',
    safety: assessment.category,
    actions: assessment.actions,
    citations: [],
    related_questions: [],
  };
}

function finish(safety: SafetyRules, p: Plan, body: string, source: 'ai' | 'kb'): CarebotReply {
  const fromModel = source === 'ai';
  const text = [p.assessment.lead, body.trim(), CAREBOT_TEXTS[p.language].disclaimer].filter(Boolean).join('\n\n');
  const checked = safety.checkReply(text, p.language);
  return {
    response: checked.text,
    source,
    safety: p.assessment.category ?? (checked.rewritten ? 'dose' : null),
    actions: p.assessment.actions,
    citations: fromModel ? p.passages.map((a) => citationOf(a, p.language)) : p.knowledge.citations,
    related_questions: p.knowledge.related,
  };
}

function modelFailed(log: FastifyBaseLogger, err: unknown): void {
  // The error only: the question and the passages never reach a log.
  log.warn({ err }, 'CareBot model failed; answered from the knowledge base');
}

async function reply(deps: EngineDeps, question: string, asker: AskerContext): Promise<CarebotReply> {
  const { safety, model, log } = deps;
  const p = plan(deps, question, asker);
  const fixed = safetyOnly(safety, p);
  if (fixed) return fixed;
  if (model) {
    try {
      const text = await model.complete(modelMessages(question, p.passages, asker));
      if (text.trim()) return finish(safety, p, text, 'ai');
      modelFailed(log, new Error('The model answered nothing'));
    } catch (err) {
      modelFailed(log, err);
    }
  }
  return finish(safety, p, p.knowledge.text, 'kb');
}

/** The reply as it is written: checked sentences as `delta`s, then the whole reply in `done`. */
async function* stream(deps: EngineDeps, question: string, asker: AskerContext): AsyncGenerator<ReplyEvent> {
  const { safety, model, log } = deps;
  const p = plan(deps, question, asker);
  const fixed = safetyOnly(safety, p);
  if (fixed) {
    yield { type: 'delta', text: fixed.response };
    yield { type: 'done', reply: fixed };
    return;
  }
  const lead = p.assessment.lead;
  if (lead) yield { type: 'delta', text: `${safety.checkReply(lead, p.language).text}\n\n` };
  const sent: string[] = [];
  // A sentence rewritten on its way out leaves no dose for the whole reply's check to find: remember it here.
  let doseRewritten = false;
  if (model) {
    try {
      for await (const sentence of sentences(model.stream(modelMessages(question, p.passages, asker)))) {
        const checked = checkSentence(safety, sent.length === 0 ? sentence.trimStart() : sentence, p.language);
        doseRewritten ||= checked !== (sent.length === 0 ? sentence.trimStart() : sentence);
        if (!checked.trim()) continue;
        sent.push(checked);
        yield { type: 'delta', text: checked };
      }
      if (sent.length === 0) modelFailed(log, new Error('The model answered nothing'));
    } catch (err) {
      if (sent.length > 0) throw new ReplyInterruptedError({ cause: err });
      modelFailed(log, err);
    }
  }
  if (sent.length > 0) {
    yield { type: 'delta', text: `\n\n${CAREBOT_TEXTS[p.language].disclaimer}` };
    const whole = finish(safety, p, sent.join(''), 'ai');
    yield { type: 'done', reply: doseRewritten && !whole.safety ? { ...whole, safety: 'dose' } : whole };
    return;
  }
  // Without a model (or after it failed) the knowledge-base reply goes out whole, so the web has one code path.
  const fromKnowledge = finish(safety, p, p.knowledge.text, 'kb');
  const disclaimer = CAREBOT_TEXTS[p.language].disclaimer;
  const body = lead
    ? `${safety.checkReply(p.knowledge.text.trim(), p.language).text}\n\n${disclaimer}`
    : fromKnowledge.response;
  yield { type: 'delta', text: body };
  yield { type: 'done', reply: fromKnowledge };
}

/** Checks a sentence, keeping the space after it so the pieces still join into the reply. */
function checkSentence(safety: SafetyRules, sentence: string, language: Language): string {
  const core = sentence.trimEnd();
  return safety.checkReply(core, language).text + sentence.slice(core.length);
}

/** Regroups a model's pieces (often a word or two each) into whole sentences. */
async function* sentences(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    let match = SENTENCE_END.exec(buffer);
    while (match) {
      const end = match.index + match[0].length;
      yield buffer.slice(0, end);
      buffer = buffer.slice(end);
      match = SENTENCE_END.exec(buffer);
    }
  }
  if (buffer) yield buffer;
}
