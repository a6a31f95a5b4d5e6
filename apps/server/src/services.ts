import { DEFAULT_LIMITS } from './lib/limits.ts';
import { type FastifyBaseLogger } from 'fastify';
import { createBankStaff } from './features/blood-banks/bank-staff.ts';
import { createBankDonationsRepository } from './features/blood-banks/bank-donations.repository.ts';
import { createBankDonationsService } from './features/blood-banks/bank-donations.service.ts';
import { createRewards } from './features/rewards/rewards.ts';
import { createCarebot } from './features/carebot/carebot.ts';
import { createDashboardRepository } from './features/dashboard/dashboard.repository.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createHealthTips } from './features/health-tips/health-tips.ts';
import { createHistoryRepository } from './features/history/history.repository.ts';
import { createHistoryService } from './features/history/history.service.ts';
import { createPublicDataRepository } from './features/public-data/public-data.repository.ts';
import { createPublicDataService } from './features/public-data/public-data.service.ts';
import { createDevMailbox } from './adapters/mail/dev-mailbox.ts';
import { createDevMailboxRepository } from './adapters/mail/dev-mailbox.repository.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import { createSmtpMailer } from './adapters/mail/smtp-mailer.ts';
import { createAuthRepository } from './features/auth/auth.repository.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createEmailChangeService } from './features/auth/email-change.service.ts';
import { createProfileRepository } from './features/profile/profile.repository.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { systemClock } from './lib/clock.ts';
import { createAccessTokens } from './lib/tokens.ts';
import { createOutboxSignal } from './outbox/outbox-signal.ts';
import { createNotificationsRepository } from './features/notifications/notifications.repository.ts';
import { createNotificationsService } from './features/notifications/notifications.service.ts';
import { createPush, withPush } from './features/push/push.ts';
import { createPushSubscriptionsRepository } from './features/push/push-subscriptions.repository.ts';
import { listenerFor, openRequestsQueries } from './features/requests/open-requests.repository.ts';
import {
  createOpenRequestsView,
  tellingOpenRequests,
  type OpenRequestsView,
} from './features/requests/open-requests-view.ts';
import { createRequestsRepository } from './features/requests/requests.repository.ts';
import { createRequestsService } from './features/requests/requests.service.ts';
import { createSosFanout } from './features/requests/sos-fanout.job.ts';
import { createEligibilityRepository } from './features/eligibility/eligibility.repository.ts';
import { createEligibleAgain } from './features/eligibility/eligible-again.job.ts';
import { createReportsRepository } from './features/reports/reports.repository.ts';
import { createReportsService } from './features/reports/reports.service.ts';
import { createHub } from './realtime/hub.ts';
import { createBridgeRotation } from './features/bridge/bridge-rotation.ts';
import { createBridgeService } from './features/bridge/bridge.service.ts';
import { createCoordinatorService } from './features/coordinator/coordinator.service.ts';
import { createUserEventsRepository } from './realtime/user-events.repository.ts';
import { newInstanceId } from './lib/instance-id.ts';
import { type LimitStore } from './lib/limit-store.ts';
import type { AppDependencies } from './app.ts';

/*
 * The composition of the product's services: each repository and service built from what it needs. buildApp
 * (app.ts) turns them into routes, workers and jobs; nothing here runs until a route or job calls it.
 */

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

export type Platform = ReturnType<typeof buildPlatform>;

/** Sign-in, e-mail change and profiles: they call each other, so they are built together. */
function buildAccounts(
  { config, db, clock, limits, limitStore, hub, onQueued, tokens }: Platform,
  openRequests: OpenRequestsView | undefined,
) {
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
    forgetPushDevices: createPushSubscriptionsRepository(db).deleteAllOf,
  });
  const profiles = createProfileService({
    // A donor's new place or settings reach their list at once (docs/decisions/0032-open-requests-view.md).
    repo: openRequests ? tellingOpenRequests(createProfileRepository(db), openRequests) : createProfileRepository(db),
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
    forgetPushDevices: createPushSubscriptionsRepository(db).deleteAllOf,
    confirmEmailChange: emailChange.confirm,
  });
  return { auth, emailChange, profiles };
}

/** Notifications and the blood requests that raise most of them, with the SOS fan-out and reports on requests. */
function buildRequests(
  deps: AppDependencies,
  { db, clock, limits, limitStore, hub, onQueued }: Platform,
  openRequests: OpenRequestsView | undefined,
) {
  // Every notice is also pushed to its recipient's devices (features/push).
  const notifications = withPush(createNotificationsService({ repo: createNotificationsRepository(db), clock, hub }));
  const requestsRepo = createRequestsRepository(db);
  const requests = createRequestsService({
    ...{ repo: requestsRepo, notifications, clock, hub, limits, onQueued, openRequests },
  });
  const sosFanout = createSosFanout({
    repo: requestsRepo,
    notifications,
    clock,
    hub,
    onQueued,
    alertsPerPatientPerDonorPerDay: limits.alertsPerPatientPerDonorPerDay,
    afterFanoutBatch: deps.afterFanoutBatch,
    fanoutBatchSize: deps.fanoutBatchSize,
    databaseKind: deps.database.kind,
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

/** Blood Bridge (planned donors for each patient's transfusions) and the coordinators who watch what slips. */
function buildBridge(
  log: FastifyBaseLogger,
  { config, db, clock, limits, limitStore, hub, onQueued }: Platform,
  r: ReturnType<typeof buildRequests>,
) {
  const deps = { db, clock, hub, onQueued, limits, limitStore, log, appUrl: config.appUrl, ...r };
  const rotation = createBridgeRotation(deps);
  return {
    bridge: { rotation, service: createBridgeService({ ...deps, rotation }) },
    coordinator: createCoordinatorService(deps),
  };
}

/** Repositories and services, each built from what it needs; nothing here runs until a route or job calls it. */
export function buildServices(deps: AppDependencies, log: FastifyBaseLogger, limitStore: LimitStore) {
  const platform = buildPlatform(deps, log, limitStore);
  const publicData = createPublicDataService(createPublicDataRepository(platform.db));
  // The donor list from memory (docs/decisions/0032-open-requests-view.md).
  const listen = listenerFor(deps.database);
  const queries = openRequestsQueries(platform.db);
  const openRequests = listen ? createOpenRequestsView({ queries, listen, log }) : undefined;
  const accounts = buildAccounts(platform, openRequests);
  const requestsGroup = buildRequests(deps, platform, openRequests);
  const bloodBanks = buildBloodBanks(platform, requestsGroup.notifications);
  const engagement = buildEngagement(log, platform, requestsGroup);
  const push = createPush({ ...platform, log, sender: deps.pushSender });
  const bridgeGroup = buildBridge(log, platform, requestsGroup);
  return { ...platform, publicData, ...accounts, ...requestsGroup, ...bloodBanks, ...engagement, push, ...bridgeGroup };
}

export type Services = ReturnType<typeof buildServices>;
