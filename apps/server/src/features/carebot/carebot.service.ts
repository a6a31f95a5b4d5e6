import {
  todayIso,
  type CarebotQueryResponse,
  type DonorHealth,
  type ChatHistoryEntry,
  type Language,
  type UserType,
} from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Limits } from '../../lib/limits.ts';
import type { CarebotEngine, CarebotReply, ReplyEvent, SafetyRules } from './carebot-engine.ts';
import { answerLanguage } from './carebot-language.ts';
import { donorRecommendations, patientRecommendations, type Recommendation } from './carebot-recommendations.ts';
import type { AskerContext } from './carebot-retrieval.ts';
import type { CarebotRepository } from './carebot.repository.ts';
import type { KnowledgeArticle } from './knowledge/article.ts';
import { CAREBOT_TEXTS } from './carebot-texts.ts';

/*
 * CareBot for signed-in people: a reply (whole or streamed) kept in the asker's own history, the history itself,
 * interests that personalise replies, recommendations and the emergency triage. Questions and replies are stored
 * for their owner and never logged. Chat replies are in the asker's language: the app's, or Hindi/Marathi for a
 * question typed in Devanagari (`carebot-language.ts`).
 */

const HOUR_MS = 60 * 60 * 1000;

/** CareBot's fixed messages in English (every language: `carebot-texts.ts`). */
export const CAREBOT_MESSAGES = CAREBOT_TEXTS.en;

export interface CarebotServiceDeps {
  repo: CarebotRepository;
  engine: CarebotEngine;
  safety: SafetyRules;
  articles: readonly KnowledgeArticle[];
  clock: Clock;
  limits: Pick<Limits, 'carebotMessagesPerHour'>;
  /** Where the message count lives (the database, shared by every server process). */
  limitStore: LimitStore;
}

export type StreamEvent = { type: 'delta'; text: string } | { type: 'done'; reply: CarebotQueryResponse };

const roleOf = (userType: UserType): 'Patient' | 'Donor' | null =>
  userType === 'Patient' || userType === 'Donor' ? userType : null;

/** The service's own state besides what it is given: the hourly allowance of messages. */
type Deps = CarebotServiceDeps & { messages: AttemptLimiter };

export function createCarebotService(serviceDeps: CarebotServiceDeps) {
  const { limitStore, limits } = serviceDeps;
  const messages = createAttemptLimiter(limitStore, 'carebot', limits.carebotMessagesPerHour, HOUR_MS);
  const deps: Deps = { ...serviceDeps, messages };
  return {
    /** The fixed messages in a language, for the routes' success answers. */
    messages: (language: Language) => CAREBOT_TEXTS[language],
    /** `appLanguage`: the language the app asked in (English when not given). */
    query: (actor: Actor, message: string, appLanguage: Language = 'en') =>
      query(deps, actor, message, answerLanguage(appLanguage, message)),
    openStream: (actor: Actor, message: string, appLanguage: Language = 'en') =>
      openStream(deps, actor, message, answerLanguage(appLanguage, message)),
    history: (actor: Actor, page: { limit: number; offset: number }, language: Language = 'en') =>
      history(deps, actor, page, language),
    eraseHistory: (actor: Actor, language: Language = 'en') => eraseHistory(deps, actor, language),
    interests: (actor: Actor, language: Language = 'en') => interests(deps, actor, language),
    saveInterests: (actor: Actor, chosen: string[], language: Language = 'en') =>
      saveInterests(deps, actor, chosen, language),
    recommendations: (actor: Actor, userType: 'Patient' | 'Donor' | undefined, language: Language = 'en') =>
      recommendations(deps, actor, userType, language),
    emergency: (situation: string, appLanguage: Language = 'en') =>
      emergency(deps, situation, answerLanguage(appLanguage, situation)),
  };
}

async function takeMessage({ messages }: Deps, actor: Actor, language: Language): Promise<void> {
  const wait = await messages.take(actor.id);
  const minutes = Math.max(1, Math.ceil(wait / 60_000));
  if (wait > 0) throw AppError.rateLimited(CAREBOT_TEXTS[language].rateLimited(minutes));
}

async function askerOf({ repo }: Deps, actor: Actor, language: Language): Promise<AskerContext> {
  const role = roleOf(actor.userType);
  if (!role) return { role: null, interests: [], language };
  const interests = (await repo.interests(actor.id, role)) ?? [];
  return { role: role === 'Patient' ? 'patient' : 'donor', interests, language };
}

async function keep(
  { repo, clock }: Deps,
  actor: Actor,
  prompt: string,
  reply: CarebotReply,
  language: Language,
): Promise<CarebotQueryResponse> {
  const chatId = await repo.insertChat({
    user_id: actor.id,
    prompt,
    response: reply.response,
    source: reply.source,
    safety: reply.safety,
    created_at: clock.now(),
  });
  return { status: 'success', message: CAREBOT_TEXTS[language].replyReady, chat_id: chatId, ...reply };
}

function interestsRole(actor: Actor, language: Language): 'Patient' | 'Donor' {
  const role = roleOf(actor.userType);
  if (!role) throw AppError.forbidden(CAREBOT_TEXTS[language].interestsNotYours);
  return role;
}

async function query(deps: Deps, actor: Actor, message: string, language: Language): Promise<CarebotQueryResponse> {
  await takeMessage(deps, actor, language);
  const reply = await deps.engine.reply(message, await askerOf(deps, actor, language));
  return keep(deps, actor, message, reply, language);
}

/**
 * Checks the allowance before anything is sent (a refusal is an ordinary error answer), then returns the
 * reply's events; the chat is kept once the reply is complete.
 */
async function openStream(
  deps: Deps,
  actor: Actor,
  message: string,
  language: Language,
): Promise<AsyncGenerator<StreamEvent>> {
  await takeMessage(deps, actor, language);
  const asker = await askerOf(deps, actor, language);
  async function* events(): AsyncGenerator<StreamEvent> {
    for await (const event of deps.engine.stream(message, asker) as AsyncGenerator<ReplyEvent>) {
      if (event.type === 'delta') yield event;
      else yield { type: 'done', reply: await keep(deps, actor, message, event.reply, language) };
    }
  }
  return events();
}

async function history({ repo }: Deps, actor: Actor, page: { limit: number; offset: number }, language: Language) {
  const rows = await repo.history(actor.id, page.limit, page.offset);
  const data: ChatHistoryEntry[] = rows.map((r) => ({
    chat_id: r.chat_id,
    prompt: r.prompt,
    response: r.response,
    timestamp: r.created_at.toISOString(),
    source: r.source as ChatHistoryEntry['source'],
  }));
  return { message: CAREBOT_TEXTS[language].historyCount(data.length), data };
}

async function eraseHistory(
  { repo }: Deps,
  actor: Actor,
  language: Language,
): Promise<{ message: string; deleted: number }> {
  return { message: CAREBOT_TEXTS[language].historyErased, deleted: await repo.deleteHistory(actor.id) };
}

async function interests({ repo }: Deps, actor: Actor, language: Language): Promise<string[]> {
  return (await repo.interests(actor.id, interestsRole(actor, language))) ?? [];
}

async function saveInterests(
  { repo, clock }: Deps,
  actor: Actor,
  chosen: string[],
  language: Language,
): Promise<string[]> {
  const saved = await repo.setInterests(actor.id, interestsRole(actor, language), chosen, clock.now());
  if (!saved) throw AppError.notFound(CAREBOT_TEXTS[language].noRecord);
  return chosen;
}

/** Personal advice for the asker's own role; anyone may read the general advice of the other. */
async function recommendations(
  { repo, clock, articles }: Deps,
  actor: Actor,
  userType: 'Patient' | 'Donor' | undefined,
  language: Language,
): Promise<Recommendation[]> {
  const own = roleOf(actor.userType);
  const wanted = userType ?? own ?? 'Patient';
  const personal = wanted === own;
  const chosen = personal ? ((await repo.interests(actor.id, wanted)) ?? []) : [];
  if (wanted === 'Patient') return patientRecommendations(articles, chosen, language);
  const health = personal ? await repo.donorHealth(actor.id) : null;
  const sex = health?.sex;
  const known: DonorHealth | null = health ? { ...health, sex: sex === 'male' || sex === 'female' ? sex : null } : null;
  return donorRecommendations(known, todayIso(clock.now()), articles, chosen, language);
}

function emergency({ safety }: Deps, situation: string, language: Language) {
  const assessment = safety.assessMessage(situation, language);
  const texts = CAREBOT_TEXTS[language];
  return {
    severity: assessment.severity,
    category: assessment.category,
    advice: assessment.lead ?? (assessment.severity === 'routine' ? texts.routineAdvice : texts.urgentAdvice),
    actions: assessment.actions,
  };
}

export type CarebotService = ReturnType<typeof createCarebotService>;
