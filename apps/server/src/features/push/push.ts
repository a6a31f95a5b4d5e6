import type { FastifyBaseLogger } from 'fastify';
import { createWebPushSender, type PushSender } from '../../adapters/push/push-sender.ts';
import type { Config } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { enqueuePushes } from './push-alert.repository.ts';
import { createPushSubscriptionsRepository } from './push-subscriptions.repository.ts';
import { pushOutboxHandlers } from './push.job.ts';
import { createPushService } from './push.service.ts';

export interface PushDeps {
  db: Database;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tests may give their own; the default is web-push against the subscription's push service. */
  sender?: PushSender | undefined;
}

/** Web push: the devices people subscribe, and the outbox handler that delivers each notice to each of them. */
export function createPush({ db, config, clock, log, sender }: PushDeps) {
  const repo = createPushSubscriptionsRepository(db);
  const service = createPushService({
    repo,
    clock,
    vapidPublicKey: config.vapid.publicKey,
    allowLoopback: !config.isProduction,
  });
  const outboxHandlers = pushOutboxHandlers({ repo, clock, sender: sender ?? createWebPushSender(config.vapid, log) });
  return { service, outboxHandlers };
}
export type Push = ReturnType<typeof createPush>;

/**
 * The notifications service whose every notice is also pushed to its recipient's devices, queued in the same
 * transaction as the notice (the SOS fan-out, which writes its alerts in bulk, queues its pushes itself).
 */
export function withPush(notifications: NotificationsService): NotificationsService {
  return {
    ...notifications,
    async notify(tx, deliveries, at) {
      const written = await notifications.notify(tx, deliveries, at);
      await enqueuePushes(
        tx,
        written.map((n) => n.notification_id),
        at,
      );
      return written;
    },
  };
}
