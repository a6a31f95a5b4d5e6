import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createPublicDataRepository } from './features/public-data/public-data.repository.ts';
import { publicDataRoutes } from './features/public-data/public-data.routes.ts';
import { createPublicDataService } from './features/public-data/public-data.service.ts';
import { webDistFolder } from './lib/paths.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { createIdempotencyRepository } from './plugins/idempotency.repository.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Override the logger (tests pass false to keep output clean). */
  logger?: FastifyServerOptions['logger'];
  /** Where the built web app lives; tests may point elsewhere. */
  webRoot?: string;
  /** Lets tests add routes of their own (e.g. to exercise generic plugins) before the app is sealed. */
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>;
}

/** Builds the whole HTTP application around an open database; the caller owns listen() and close(). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
        censor: '[redacted]',
      },
      serializers: {
        // The query string may carry nothing secret by design, but log the path only to be sure.
        req: (req: { method: string; url: string; id: string }) => ({
          method: req.method,
          path: req.url.split('?')[0],
          id: req.id,
        }),
      },
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024, // bytes; no API body comes near this
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { config });
  // Registered with global: false; auth routes opt in with their own limits.
  await app.register(rateLimit, { global: false });
  await app.register(openApiPlugin);

  const publicData = createPublicDataService(createPublicDataRepository(database.db));

  await app.register(
    async (api) => {
      await api.register(idempotencyPlugin, { repo: createIdempotencyRepository(database.db) });
      await api.register(healthRoutes, { database });
      await api.register(publicDataRoutes, { service: publicData });
      if (deps.extraApiRoutes) await deps.extraApiRoutes(api);
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { root: deps.webRoot ?? webDistFolder });
  return app;
}
