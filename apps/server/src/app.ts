import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env.ts';
import type { ClientConfig as PgClientConfig } from 'pg';
import type { DatabaseHandle } from './db/client.ts';
import { createBloodBankDirectoryRepository } from './features/blood-banks/blood-bank-directory.repository.ts';
import { bloodBankDirectoryRoutes } from './features/blood-banks/blood-bank-directory.routes.ts';
import { createBloodBankDirectoryService } from './features/blood-banks/blood-bank-directory.service.ts';
import { createBankStaff } from './features/blood-banks/bank-staff.ts';
import { stockUpdatesRoutes } from './features/blood-banks/stock-updates.routes.ts';
import { createBankDonationsRepository } from './features/blood-banks/bank-donations.repository.ts';
import { bankDonationsRoutes } from './features/blood-banks/bank-donations.routes.ts';
import { createBankDonationsService } from './features/blood-banks/bank-donations.service.ts';
import { couponsRoutes } from './features/rewards/coupons.routes.ts';
import { partnersRoutes } from './features/rewards/partners.routes.ts';
import { createRewards } from './features/rewards/rewards.ts';
import { createCarebot } from './features/carebot/carebot.ts';
import { carebotRoutes } from './features/carebot/carebot.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createDashboardRepository } from './features/dashboard/dashboard.repository.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createHealthTips } from './features/health-tips/health-tips.ts';
import { healthTipsRoutes } from './features/health-tips/health-tips.routes.ts';
import { createHistoryRepository } from './features/history/history.repository.ts';
import { historyRoutes } from './features/history/history.routes.ts';
import { createHistoryService } from './features/history/history.service.ts';
import { createPublicDataRepository } from './features/public-data/public-data.repository.ts';
import { publicDataRoutes } from './features/public-data/public-data.routes.ts';
import { createPublicDataService } from './features/public-data/public-data.service.ts';
import { webDistFolder } from './lib/paths.ts';
import { safeError } from './lib/safe-error.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.ts';
import { jsonBodyPlugin, validatorCompiler } from './plugins/json-body.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { createIdempotencyRepository } from './plugins/idempotency.repository.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { authPlugin } from './plugins/auth.ts';
import { createDevMailbox } from './adapters/mail/dev-mailbox.ts';
import { createDevMailboxRepository } from './adapters/mail/dev-mailbox.repository.ts';
import { mailOutboxHandlers } from './adapters/mail/mail-outbox.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { emailChangeRoutes } from './features/auth/email-change.routes.ts';
import { createEmailChangeService } from './features/auth/email-change.service.ts';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes.ts';
import { donorSearchRoutes } from './features/donors/donor-search.routes.ts';
import { createGeoRepository } from './features/geo/geo.repository.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { createProfileRepository } from './features/profile/profile.repository.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { DEFAULT_LIMITS, type Limits } from './lib/limits.ts';
import { createAccessTokens } from './lib/tokens.ts';
import { createOutboxRepository } from './outbox/outbox.repository.ts';
import { createOutboxSignal } from './outbox/outbox-signal.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox/outbox.worker.ts';
import { createNotificationsRepository } from './features/notifications/notifications.repository.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createRequestsRepository } from './features/requests/requests.repository.ts';
import { requestsRoutes } from './features/requests/requests.routes.ts';
import { createRequestsService } from './features/requests/requests.service.ts';
import { createSosFanout, type SosFanoutDeps } from './features/requests/sos-fanout.job.ts';
import { alertEmailHandlers } from './features/requests/alert-email.ts';
import { createEligibilityRepository } from './features/eligibility/eligibility.repository.ts';
import { createEligibleAgain } from './features/eligibility/eligible-again.job.ts';
import { createReportsRepository } from './features/reports/reports.repository.ts';
import { reportsRoutes } from './features/reports/reports.routes.ts';
import { createReportsService } from './features/reports/reports.service.ts';
import { eventsRoutes } from './realtime/events.routes.ts';
import { createHub, type Hub } from './realtime/hub.ts';
import { startPgRelay } from './realtime/pg-relay.ts';
import { createUserEventsRepository } from './realtime/user-events.repository.ts';
import { createScheduler, type Scheduler } from './lib/scheduler.ts';
import { createJobLeases } from './lib/job-leases.ts';
import { newInstanceId } from './lib/instance-id.ts';
import { createLimitStore, type LimitStore } from './lib/limit-store.ts';
import { createLimitsRepository } from './features/limits/limits.repository.ts';
import { createJobLeasesRepository } from './features/limits/job-leases.repository.ts';
import { createRateLimitStore } from './lib/rate-limit-store.ts';
import { createHealthProbe } from './features/health/health-probe.ts';

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
      // is the one secret a path carries (it names a donor and where they gave): the line keeps the route only.
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        path: (req.url.split('?')[0] ?? '').replace(/^(\/api\/certificates\/)[^/]+/i, '$1[redacted]'),
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
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024, // bytes; no API body comes near this
    forceCloseConnections: 'idle',
    // A path parameter is an id (36 characters); longer ones still reach validation and get its clear message.
    routerOptions: { maxParamLength: 500 },
    // Broken %-escapes, over-long parameters and unreadable requests answer in the error envelope too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, { config });
  // Registered with global: false; auth routes opt in with their own limits. The counts live in the database, so
  // every server process on one PostgreSQL counts the same calls (lib/rate-limit-store.ts).
  await app.register(rateLimit, { global: false, store: createRateLimitStore(limitStore) });
  await app.register(openApiPlugin);
  return app;
}

/** What every feature shares: settings, time, mail, the live hub and the outbox's doorbell. */
function buildPlatform(deps: AppDependencies, log: FastifyBaseLogger, limitStore: LimitStore) {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const db = database.db;
  const devMailboxRepo = createDevMailboxRepository(db);
  const mailer: Mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createDevMailbox(devMailboxRepo, log, config.appUrl);
  const hub = createHub();
  const userEvents = createUserEventsRepository(db);
  // Services ring this after a commit that queued outbox work; the worker, built last, listens.
  const outboxSignal = createOutboxSignal();
  const onQueued = () => outboxSignal.queued();
  const tokens = createAccessTokens(config.jwtSecret);
  const instanceId = newInstanceId();
  return {
    ...{ config, db, clock, limits, limitStore, instanceId },
    ...{ mailer, devMailboxRepo, hub, userEvents, outboxSignal, onQueued, tokens },
  };
}

type Platform = ReturnType<typeof buildPlatform>;

/** Sign-in, e-mail change and profiles: they call each other, so they are built together. */
function buildAccounts({ config, db, clock, limits, limitStore, hub, onQueued, tokens }: Platform) {
  const authRepo = createAuthRepository(db);
  // Revoked sessions end their open live streams at once.
  const sessionsRevoked = (userId: string) => hub.sessionsRevoked(userId);
  const emailChange = createEmailChangeService({
    repo: authRepo,
    clock,
    appUrl: config.appUrl,
    onQueued,
    sessionsRevoked,
    limitStore,
  });
  const profiles = createProfileService({
    repo: createProfileRepository(db),
    clock,
    requestEmailChange: emailChange.request,
    limitStore,
  });
  const auth = createAuthService({
    repo: authRepo,
    tokens,
    clock,
    appUrl: config.appUrl,
    getProfile: profiles.getProfile,
    onQueued,
    limits,
    limitStore,
    sessionsRevoked,
    confirmEmailChange: emailChange.confirm,
  });
  return { auth, emailChange, profiles };
}

/** Notifications and the blood requests that raise most of them, with the SOS fan-out and reports on requests. */
function buildRequests(deps: AppDependencies, { db, clock, limits, limitStore, hub, onQueued }: Platform) {
  const notifications = createNotificationsService({ repo: createNotificationsRepository(db), clock, hub });
  const requestsRepo = createRequestsRepository(db);
  const requests = createRequestsService({ repo: requestsRepo, notifications, clock, hub, limits, onQueued });
  const sosFanout = createSosFanout({
    repo: requestsRepo,
    notifications,
    clock,
    hub,
    onQueued,
    alertsPerPatientPerDonorPerDay: limits.alertsPerPatientPerDonorPerDay,
    afterFanoutBatch: deps.afterFanoutBatch,
    fanoutBatchSize: deps.fanoutBatchSize,
  });
  const reports = createReportsService({
    repo: createReportsRepository(db),
    clock,
    openRequest: requests.detail,
    limitStore,
  });
  return { notifications, requests, sosFanout, reports };
}

type Notifications = ReturnType<typeof createNotificationsService>;

/** Blood banks' staff, donations recorded at a bank, and the donor reminders that follow a donation. */
function buildBloodBanks(platform: Platform, notifications: Notifications) {
  const { config, db, clock, limits, limitStore, hub, onQueued } = platform;
  const bankStaff = createBankStaff({ db, notifications, clock, hub, onQueued });
  const bankDonations = createBankDonationsService({
    repo: createBankDonationsRepository(db),
    clock,
    limits,
    onQueued,
    limitStore,
  });
  const eligibleAgain = createEligibleAgain({
    repo: createEligibilityRepository(db),
    ...{ notifications, clock, hub, appUrl: config.appUrl, onQueued },
  });
  return { bankStaff, bankDonations, eligibleAgain };
}

/** Rewards, the care assistant and the home screen (dashboard, history, tips), which reads from the others. */
function buildEngagement(
  log: FastifyBaseLogger,
  { config, db, clock, limits, limitStore, hub }: Platform,
  { notifications, requests }: ReturnType<typeof buildRequests>,
) {
  const carebot = createCarebot({ db, llm: config.llm, clock, limits, limitStore, log });
  const rewards = createRewards({ db, notifications, clock, hub, appUrl: config.appUrl });
  const tips = createHealthTips();
  const home = {
    tips,
    dashboard: createDashboardService({
      ...{ repo: createDashboardRepository(db), requests, coupons: rewards.coupons, tips, clock },
    }),
    history: createHistoryService({ repo: createHistoryRepository(db), clock, appUrl: config.appUrl }),
  };
  return { carebot, rewards, home };
}

/** Repositories and services, each built from what it needs; nothing here runs until a route or job calls it. */
function buildServices(deps: AppDependencies, log: FastifyBaseLogger, limitStore: LimitStore) {
  const platform = buildPlatform(deps, log, limitStore);
  const publicData = createPublicDataService(createPublicDataRepository(platform.db));
  const accounts = buildAccounts(platform);
  const requestsGroup = buildRequests(deps, platform);
  const bloodBanks = buildBloodBanks(platform, requestsGroup.notifications);
  const engagement = buildEngagement(log, platform, requestsGroup);
  return { ...platform, publicData, ...accounts, ...requestsGroup, ...bloodBanks, ...engagement };
}

type Services = ReturnType<typeof buildServices>;

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
      {
        name: 'prune-live-events',
        everyMs: 60 * 60 * 1000,
        run: () => userEvents.deleteOlderThan(new Date(clock.now().getTime() - 7 * 24 * 60 * 60 * 1000)),
      },
      { name: 'prune-limits', everyMs: 10 * 60 * 1000, run: () => limitStore.prune() },
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
  await api.register(carebotRoutes, { service: carebot });
  await api.register(dashboardRoutes, { service: home.dashboard });
  await api.register(historyRoutes, { service: home.history });
  await api.register(healthTipsRoutes, { tips: home.tips });
  await api.register(reportsRoutes, { service: reports });
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

  await app.register(authPlugin, { tokens, clock, isSessionActive: auth.isSessionActive });
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
