import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { ClientConfig as PgClientConfig } from 'pg';
import { embeddedMaintenanceJob } from './db/embedded-maintenance.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createBloodBankDirectoryRepository } from './features/blood-banks/blood-bank-directory.repository.ts';
import { bloodBankDirectoryRoutes } from './features/blood-banks/blood-bank-directory.routes.ts';
import { createBloodBankDirectoryService } from './features/blood-banks/blood-bank-directory.service.ts';
import { stockUpdatesRoutes } from './features/blood-banks/stock-updates.routes.ts';
import { bankDonationsRoutes } from './features/blood-banks/bank-donations.routes.ts';
import { couponsRoutes } from './features/rewards/coupons.routes.ts';
import { partnersRoutes } from './features/rewards/partners.routes.ts';
import { carebotRoutes } from './features/carebot/carebot.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { healthTipsRoutes } from './features/health-tips/health-tips.routes.ts';
import { historyRoutes } from './features/history/history.routes.ts';
import { publicDataRoutes } from './features/public-data/public-data.routes.ts';
import { webDistFolder } from './lib/paths.ts';
import { OneLinePerRequest } from './lib/request-log.ts';
import { createSerializerCompiler } from './lib/serializer.ts';
import { safeError } from './lib/safe-error.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { requestLanguagePlugin } from './i18n/request-language.ts';
import { successMessagesPlugin } from './i18n/success-messages.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { jsonBodyPlugin, validatorCompiler } from './plugins/json-body.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { createIdempotencyRepository } from './plugins/idempotency.repository.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { authPlugin } from './plugins/auth.ts';
import { createSessionCache } from './lib/session-cache.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { emailChangeRoutes } from './features/auth/email-change.routes.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { donorSearchRoutes } from './features/donors/donor-search.routes.ts';
import { createGeoRepository } from './features/geo/geo.repository.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import type { Limits } from './lib/limits.ts';
import { mailOutboxHandlers } from './adapters/mail/mail-outbox.ts';
import { alertEmailHandlers } from './features/requests/alert-email.ts';
import { createOutboxRepository } from './outbox/outbox.repository.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox/outbox.worker.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { pushRoutes } from './features/push/push.routes.ts';
import type { PushSender } from './adapters/push/push-sender.ts';
import { requestsRoutes } from './features/requests/requests.routes.ts';
import { type SosFanoutDeps } from './features/requests/sos-fanout.job.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { eventsRoutes } from './realtime/events.routes.ts';
import { type Hub } from './realtime/hub.ts';
import { startPgRelay } from './realtime/pg-relay.ts';
import { createScheduler, type Scheduler } from './lib/scheduler.ts';
import { createJobLeases } from './lib/job-leases.ts';
import { createLimitStore, type LimitStore } from './lib/limit-store.ts';
import { createLimitsRepository } from './features/limits/limits.repository.ts';
import { createJobLeasesRepository } from './features/limits/job-leases.repository.ts';
import { createRateLimitStore } from './lib/rate-limit-store.ts';
import { createHealthProbe } from './features/health/health-probe.ts';
import { buildServices, type Services } from './services.ts';
import { bridgeRoutes } from './features/bridge/bridge.routes.ts';
import { bridgeSlotsRoutes } from './features/bridge/bridge-slots.routes.ts';
import { coordinatorRoutes } from './features/coordinator/coordinator.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The side-effect worker; tests call `outbox.drain()` to deliver what is due. */
    outbox: OutboxWorker;
    mailer: Mailer;
    /** Periodic jobs (SOS widening); tests call `scheduler.tick()` after moving the clock. */
    scheduler: Scheduler;
    hub: Hub;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Override the logger (tests pass false to keep output clean). */
  logger?: FastifyServerOptions['logger'];
  /** Where the product's own logger writes (tests read the lines to prove what never reaches a log). */
  logStream?: { write(line: string): void };
  /** Where the built web app lives; tests may point elsewhere. */
  webRoot?: string;
  /** Lets tests add routes of their own (e.g. to exercise generic plugins) before the app is sealed. */
  extraApiRoutes?: (api: FastifyInstance) => void | Promise<void>;
  /** Time source; tests move it forward. */
  clock?: Clock;
  limits?: Partial<Limits>;
  /** Start the outbox worker and the scheduler with the app (default true); tests may drive them by hand. */
  runWorker?: boolean;
  /** Test seam: runs after each committed fan-out batch. */
  afterFanoutBatch?: SosFanoutDeps['afterFanoutBatch'];
  fanoutBatchSize?: number;
  /** Test seam: how pushes leave (default: web-push to each subscription's push service). */
  pushSender?: PushSender;
  /** Test seam: sees every route as it is added (the serializer test reads each one's response schemas). */
  onRoute?: (route: RouteOptions) => void;
}

/** The product's own logger: personal data and secrets never reach a log line. */
function loggerOptions(config: Config, logStream: AppDependencies['logStream']): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(logStream ? { stream: logStream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
      censor: '[redacted]',
    },
    serializers: {
      // Errors keep their class, codes and a scrubbed message: never a query's parameters or a body.
      err: safeError,
      // The query string may carry nothing secret by design, but log the path only to be sure. A certificate's code
      // (it names a donor and where they gave) and a Blood Bridge invitation's code (it joins a patient's bridge) are
      // the secrets a path carries: the line keeps the route only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: (req.url.split('?')[0] ?? '')
          .replace(/^(\/api\/certificates\/)[^/]+/i, '$1[redacted]')
          .replace(/^(\/api\/bridge\/invites\/)[^/]+/i, '$1[redacted]'),
        id: req.id,
      }),
    },
  };
}

/** Fastify with the cross-cutting plugins every route relies on (errors, JSON, security, rate limits, OpenAPI). */
async function createServer(deps: AppDependencies, limitStore: LimitStore) {
  const { config } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config, deps.logStream),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024, // bytes; no API body comes near this
    forceCloseConnections: 'idle',
    // A path parameter is an id (36 characters); longer ones still reach validation and get its clear message.
    routerOptions: { maxParamLength: 500 },
    // Broken %-escapes, over-long parameters and unreadable requests answer in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler());
  // Callback hooks, not async ones, on every answer: each async hook costs a promise and a turn per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('X-Request-Id', request.id);
    done(null, payload);
  });

  await app.register(errorHandlerPlugin);
  // request.language from Accept-Language; success messages leave in it (failures: the error handler).
  await app.register(requestLanguagePlugin);
  await app.register(successMessagesPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config });
  // Registered with global: false; auth routes opt in with their own limits. The counts live in the database, so
  // every server process on one PostgreSQL counts the same calls (lib/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: createRateLimitStore(limitStore) });
  await app.register(openApiPlugin);
  return app;
}

/** The side-effect worker and the scheduler, with the handlers and jobs each feature owns. */
function buildWorkers(deps: AppDependencies, log: FastifyBaseLogger, services: Services) {
  const { clock, mailer, userEvents, outboxSignal, sosFanout, bankStaff, rewards, eligibleAgain } = services;
  const { limitStore, instanceId } = services;
  const outbox = createOutboxWorker({
    repo: createOutboxRepository(deps.database.db),
    clock,
    log,
    signal: outboxSignal,
    handlers: {
      ...mailOutboxHandlers(mailer, deps.config.mailFrom),
      ...sosFanout.outboxHandlers,
      ...alertEmailHandlers({
        db: deps.database.db,
        mailer,
        mailFrom: deps.config.mailFrom,
        appUrl: deps.config.appUrl,
      }),
      ...bankStaff.outboxHandlers,
      ...rewards.outboxHandlers,
      ...services.push.outboxHandlers,
    },
  });
  const scheduler = createScheduler({
    log,
    clock,
    // One process runs each job at a time, whichever takes its lease first (lib/job-leases.ts).
    leases: createJobLeases({ repo: createJobLeasesRepository(deps.database.db), clock, holder: instanceId }),
    jobs: [
      ...sosFanout.jobs,
      ...rewards.jobs,
      ...eligibleAgain.jobs,
      ...services.bridge.rotation.jobs,
      {
        name: 'prune-live-events',
        everyMs: 60 * 60 * 1000,
        run: () => userEvents.deleteOlderThan(new Date(clock.now().getTime() - 7 * 24 * 60 * 60 * 1000)),
      },
      { name: 'prune-limits', everyMs: 10 * 60 * 1000, run: () => limitStore.prune() },
      // PostgreSQL vacuums its own tables; the embedded one has no background workers to (ADR 0038).
      ...(deps.database.kind === 'embedded' ? [embeddedMaintenanceJob(deps.database.db, log)] : []),
    ],
  });
  return { outbox, scheduler };
}

/** Every API route under /api, in the order they have always been registered. */
async function registerApiRoutes(api: FastifyInstance, deps: AppDependencies, services: Services) {
  const { database } = deps;
  const { clock, limits, limitStore, hub, userEvents, publicData, auth, emailChange, profiles, notifications } =
    services;
  const { requests, bankStaff, bankDonations, rewards, carebot, home, reports } = services;
  await api.register(idempotencyPlugin, { repo: createIdempotencyRepository(database.db) });
  await api.register(healthRoutes, {
    database,
    probe: createHealthProbe({ countDue: createOutboxRepository(database.db).dueCount, clock }),
    instanceId: services.instanceId,
    liveStreams: hub.streamCount,
  });
  await api.register(publicDataRoutes, { service: publicData });
  await api.register(bloodBankDirectoryRoutes, {
    service: createBloodBankDirectoryService({ repo: createBloodBankDirectoryRepository(database.db), clock }),
  });
  await api.register(authRoutes, { service: auth, limits });
  await api.register(emailChangeRoutes, { service: emailChange, limits });
  await api.register(profileRoutes, { service: profiles });
  await api.register(geoRoutes, { repo: createGeoRepository(database.db) });
  await api.register(requestsRoutes, { service: requests });
  await api.register(stockUpdatesRoutes, { service: bankStaff.service });
  await api.register(bankDonationsRoutes, { service: bankDonations });
  await api.register(couponsRoutes, { service: rewards.coupons });
  await api.register(partnersRoutes, { service: rewards.partners });
  await api.register(donorSearchRoutes, { db: database.db, clock, limits, limitStore });
  await api.register(notificationsRoutes, { service: notifications });
  await api.register(pushRoutes, { service: services.push.service });
  await api.register(carebotRoutes, { service: carebot });
  await api.register(dashboardRoutes, { service: home.dashboard });
  await api.register(historyRoutes, { service: home.history });
  await api.register(healthTipsRoutes, { tips: home.tips });
  await api.register(reportsRoutes, { service: reports });
  await api.register(bridgeRoutes, { service: services.bridge.service });
  await api.register(bridgeSlotsRoutes, { rotation: services.bridge.rotation, service: services.bridge.service });
  await api.register(coordinatorRoutes, { service: services.coordinator });
  await api.register(eventsRoutes, { hub, events: userEvents, isSessionActive: auth.isSessionActive });
  if (deps.extraApiRoutes) await deps.extraApiRoutes(api);
}

/**
 * On PostgreSQL, live events reach streams held by other server processes through LISTEN/NOTIFY (the embedded
 * database is one process, so it needs no relay). See docs/decisions/0019-many-server-processes.md.
 */
function relayBetweenProcesses(app: FastifyInstance, database: DatabaseHandle, { hub, userEvents }: Services) {
  if (database.kind !== 'postgres') return;
  const pool = (database.db as unknown as { $client: { options: PgClientConfig } }).$client;
  let relay: Awaited<ReturnType<typeof startPgRelay>> | undefined;
  app.addHook('onReady', async () => {
    relay = await startPgRelay({ db: database.db, connection: pool.options, hub, events: userEvents, log: app.log });
  });
  app.addHook('onClose', async () => {
    await relay?.stop();
  });
}

/** Builds the whole HTTP application around an open database; the caller owns listen() and close(). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const limitStore = createLimitStore({
    repo: createLimitsRepository(deps.database.db),
    clock: deps.clock ?? systemClock,
    secret: config.jwtSecret,
  });
  const app = await createServer(deps, limitStore);
  const services = buildServices(deps, app.log, limitStore);
  const { clock, mailer, devMailboxRepo, hub, tokens, auth } = services;

  // Last: the side-effect worker and the scheduler.
  const { outbox, scheduler } = buildWorkers(deps, app.log, services);
  app.decorate('outbox', outbox);
  app.decorate('scheduler', scheduler);
  app.decorate('mailer', mailer);
  app.decorate('hub', hub);

  // Every authenticated call asks the per-process cache of live sessions first (lib/session-cache.ts); an open
  // stream's re-check after a revocation still reads the database (registerApiRoutes).
  const sessions = createSessionCache({ read: auth.isSessionActive, hub, clock });
  app.addHook('onClose', async () => sessions.close());
  await app.register(authPlugin, { tokens, clock, isSessionActive: sessions.isSessionActive });
  await app.register((api) => registerApiRoutes(api, deps, services), { prefix: '/api' });

  if (mailer.kind === 'dev-mailbox' && !config.isProduction) {
    await app.register(devMailboxRoutes, { repo: devMailboxRepo });
  }
  await app.register(webAppPlugin, { root: deps.webRoot ?? webDistFolder });

  if (deps.runWorker !== false) {
    app.addHook('onReady', async () => {
      await outbox.start();
      scheduler.start();
    });
  }
  relayBetweenProcesses(app, deps.database, services);
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await outbox.stop();
    await mailer.close?.();
  });
  return app;
}
