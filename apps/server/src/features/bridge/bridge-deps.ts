import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Limits } from '../../lib/limits.ts';
import type { Hub } from '../../realtime/hub.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RequestsService } from '../requests/requests.service.ts';

/** What the Blood Bridge and the coordinators' features are built from (services.ts). */
export interface BridgeDeps {
  db: Database;
  clock: Clock;
  hub: Hub;
  /** Writes notices in the caller's transaction (and pushes them): features/notifications. */
  notifications: NotificationsService;
  /** Raises the request (and the SOS) of a date nobody confirmed, as the patient would. */
  requests: RequestsService;
  /** Rings the outbox worker after a commit that queued work (e-mails, rewards). */
  onQueued: () => void;
  /** The web app's address, for links in e-mails, the invitation link and the calendar. */
  appUrl: string;
  limits: Limits;
  limitStore: LimitStore;
  /** The product's logger (its error serializer keeps a query's parameters out of the line). */
  log: FastifyBaseLogger;
}
