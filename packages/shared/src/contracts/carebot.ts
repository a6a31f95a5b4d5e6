import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { interestsField } from './profile.ts';
import { optionalQueryInteger, textField } from './fields.ts';

/** Longest question CareBot takes (characters): a long worry fits, a pasted document does not. */
export const CAREBOT_MESSAGE_MAX = 1_000;

/** POST /api/ai/carebot/query (and its streaming twin). Empty or whitespace-only messages are refused. */
export const carebotQuerySchema = z.object({
  message: textField('Message', 'Please type a message')
    .trim()
    .min(1, 'Please type a message')
    .max(CAREBOT_MESSAGE_MAX, `Messages can be at most ${CAREBOT_MESSAGE_MAX} characters`),
});
export type CarebotQuery = z.infer<typeof carebotQuerySchema>;

/**
 * Where a reply came from: `ai` a configured language model, `kb` the built-in knowledge base, `safety` a fixed
 * safety reply (an emergency, self-harm, money for blood) written before any model is asked.
 */
export const CAREBOT_SOURCES = ['ai', 'kb', 'safety'] as const;
export type CarebotSource = (typeof CAREBOT_SOURCES)[number];

/** What a reply offers to do next: call a number, raise an SOS, open the blood-bank directory, ask another question. */
export const carebotActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('call'), phone: z.string(), label: z.string() }),
  z.object({ kind: z.literal('sos') }),
  z.object({ kind: z.literal('blood_banks') }),
]);
export type CarebotAction = z.infer<typeof carebotActionSchema>;

export const carebotCitationSchema = z.object({
  title: z.string(),
  organisation: z.string(),
  document: z.string(),
  year: z.number(),
});
export type CarebotCitation = z.infer<typeof carebotCitationSchema>;

/** The safety rule that shaped a reply, if any. */
export const CAREBOT_SAFETY_CATEGORIES = ['emergency', 'self_harm', 'money', 'dose', 'myth'] as const;
export type CarebotSafetyCategory = (typeof CAREBOT_SAFETY_CATEGORIES)[number];

/** `{ status, message, response, source }` as SPEC names them, plus what the page needs to show around it. */
export const carebotQueryResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  /** The reply text (plain text; paragraphs separated by a blank line). */
  response: z.string(),
  source: z.enum(CAREBOT_SOURCES),
  chat_id: z.string(),
  safety: z.enum(CAREBOT_SAFETY_CATEGORIES).nullable(),
  actions: z.array(carebotActionSchema),
  citations: z.array(carebotCitationSchema),
  /** Follow-up questions the user may tap. */
  related_questions: z.array(z.string()),
});
export type CarebotQueryResponse = z.infer<typeof carebotQueryResponseSchema>;

export const carebotHistoryQuerySchema = z.object({
  limit: optionalQueryInteger('limit', { min: 1, max: 100, default: 50 }),
  offset: optionalQueryInteger('offset', { min: 0, max: 100_000, default: 0 }),
});

export const chatHistoryEntrySchema = z.object({
  chat_id: z.string(),
  prompt: z.string(),
  response: z.string(),
  timestamp: z.string(),
  source: z.enum(CAREBOT_SOURCES),
});
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;
/** Newest first; the web reverses to oldest first. */
export const carebotHistoryResponseSchema = successEnvelope(z.array(chatHistoryEntrySchema));

/** GET/PUT /api/ai/patient/interests: trimmed, lower-case, unique (also the donor settings' qloo_taste_keywords). */
export const interestsUpdateSchema = z.object({ interests: interestsField });
export const interestsResponseSchema = successEnvelope(z.object({ interests: z.array(z.string()) })).extend({
  message: z.string().optional(),
});

export const recommendationsQuerySchema = z.object({
  user_type: z.enum(['Patient', 'Donor'], { error: 'user_type must be Patient or Donor' }).optional(),
});
export const recommendationSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A date the advice hangs on (a donor's next eligible day), when there is one. */
  date: z.string().nullable(),
  citation: carebotCitationSchema.nullable(),
});
export const recommendationsResponseSchema = successEnvelope(z.array(recommendationSchema));

/** POST /api/ai/emergency: the same triage the chat applies, as data. */
export const emergencySchema = z.object({
  situation: textField('Situation', 'Please describe the situation')
    .trim()
    .min(1, 'Please describe the situation')
    .max(CAREBOT_MESSAGE_MAX, `The situation can be at most ${CAREBOT_MESSAGE_MAX} characters`),
});
export const EMERGENCY_SEVERITIES = ['emergency', 'urgent', 'routine'] as const;
export const emergencyResponseSchema = successEnvelope(
  z.object({
    severity: z.enum(EMERGENCY_SEVERITIES),
    category: z.enum(CAREBOT_SAFETY_CATEGORIES).nullable(),
    advice: z.string(),
    actions: z.array(carebotActionSchema),
  }),
);

/**
 * Streaming (when a model is configured): POST /api/ai/carebot/query/stream answers `text/event-stream` with
 * `delta` events ({ text }) as the reply is written — a sentence at a time, each passed through the safety checks
 * before it is sent, so a dose never reaches the screen — then one `done` event carrying the whole reply in the shape
 * of carebotQueryResponseSchema, or one `error` event ({ message }).
 */
export const carebotStreamDeltaSchema = z.object({ text: z.string() });

/** DELETE /api/ai/carebot/history: how many chats were erased. */
export const carebotHistoryDeleteResponseSchema = successEnvelope(z.object({ deleted: z.number() }));
