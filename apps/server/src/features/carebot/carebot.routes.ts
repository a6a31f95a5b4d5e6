import {
  carebotHistoryDeleteResponseSchema,
  carebotHistoryQuerySchema,
  carebotHistoryResponseSchema,
  carebotQueryResponseSchema,
  carebotQuerySchema,
  emergencyResponseSchema,
  emergencySchema,
  interestsResponseSchema,
  interestsUpdateSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
} from '@raktsetu/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { currentUser } from '../../plugins/auth.ts';
import { answerLanguage, appLanguageOf } from './carebot-language.ts';
import { CAREBOT_TEXTS } from './carebot-texts.ts';
import type { CarebotService, StreamEvent } from './carebot.service.ts';

type CarebotDeps = { service: CarebotService };
type App = Parameters<FastifyPluginAsyncZod<CarebotDeps>>[0];

const security = bearerSecurity;
const tags = ['carebot'];

/** CareBot under /api/ai: chat (whole or streamed), history, interests, recommendations, emergency triage. */
export const carebotRoutes: FastifyPluginAsyncZod<CarebotDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  chatRoutes(app, deps);
  historyRoutes(app, deps);
  adviceRoutes(app, deps);
};

function chatRoutes(app: App, { service }: CarebotDeps) {
  app.post(
    '/ai/carebot/query',
    {
      schema: {
        tags,
        security,
        summary: 'Ask CareBot: a sourced reply from the knowledge base or the configured model, after the safety rules',
        body: carebotQuerySchema,
        response: { 200: carebotQueryResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.query(currentUser(request), request.body.message, appLanguageOf(request)),
  );

  app.post(
    '/ai/carebot/query/stream',
    {
      schema: {
        tags,
        security,
        summary: 'Ask CareBot, answered as text/event-stream: checked sentences as `delta`, then `done` or `error`',
        body: carebotQuerySchema,
        response: { ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const language = appLanguageOf(request);
      const events = await service.openStream(currentUser(request), request.body.message, language);
      await sendEvents(
        request,
        reply,
        events,
        CAREBOT_TEXTS[answerLanguage(language, request.body.message)].streamFailed,
      );
    },
  );
}

/** Writes the events as server-sent events; a failure after the first byte becomes an `error` event. */
async function sendEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  events: AsyncGenerator<StreamEvent>,
  failedText: string,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Request-Id': request.id,
  });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  let closed = false;
  res.on('close', () => {
    closed = true;
  });
  try {
    for await (const event of events) {
      if (closed) break;
      if (event.type === 'delta') send('delta', { text: event.text });
      else send('done', event.reply);
    }
  } catch (err) {
    logStreamFailure(request.log, err);
    if (!closed) send('error', { message: failedText });
  } finally {
    if (closed) await events.return(undefined);
    res.end();
  }
}

function logStreamFailure(log: FastifyBaseLogger, err: unknown) {
  // The error only: the question and the reply never reach a log.
  log.warn({ err }, 'CareBot stream failed');
}

function historyRoutes(app: App, { service }: CarebotDeps) {
  app.get(
    '/ai/carebot/history',
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's own CareBot chats, newest first",
        querystring: carebotHistoryQuerySchema,
        response: { 200: carebotHistoryResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const result = await service.history(currentUser(request), request.query, appLanguageOf(request));
      return { status: 'success' as const, ...result };
    },
  );

  app.delete(
    '/ai/carebot/history',
    {
      schema: {
        tags,
        security,
        summary: "Erase the signed-in user's CareBot chats",
        response: { 200: carebotHistoryDeleteResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { message, deleted } = await service.eraseHistory(currentUser(request), appLanguageOf(request));
      return { status: 'success' as const, message, data: { deleted } };
    },
  );
}

function adviceRoutes(app: App, { service }: CarebotDeps) {
  app.get(
    '/ai/patient/interests',
    {
      schema: {
        tags,
        security,
        summary: "Patients and donors: the interests CareBot personalises with (a donor's qloo_taste_keywords)",
        response: { 200: interestsResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      data: { interests: await service.interests(currentUser(request), appLanguageOf(request)) },
    }),
  );

  app.put(
    '/ai/patient/interests',
    {
      schema: {
        tags,
        security,
        summary: 'Patients and donors: save interests (trimmed, lower-case, unique)',
        body: interestsUpdateSchema,
        response: { 200: interestsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const language = appLanguageOf(request);
      const interests = await service.saveInterests(currentUser(request), request.body.interests, language);
      return { status: 'success' as const, message: service.messages(language).interestsSaved, data: { interests } };
    },
  );

  app.get(
    '/ai/recommendations',
    {
      schema: {
        tags,
        security,
        summary:
          'Donors: next eligible date, preparation, aftercare. Patients: what to track and when. Both: articles on their interests',
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const language = appLanguageOf(request);
      return {
        status: 'success' as const,
        message: service.messages(language).recommendations,
        data: await service.recommendations(currentUser(request), request.query.user_type, language),
      };
    },
  );

  app.post(
    '/ai/emergency',
    {
      schema: {
        tags,
        security,
        summary: "The chat's emergency triage as data: severity, category, advice and what to do next",
        body: emergencySchema,
        response: { 200: emergencyResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: service.messages(appLanguageOf(request)).triage,
      data: service.emergency(request.body.situation, appLanguageOf(request)),
    }),
  );
}
