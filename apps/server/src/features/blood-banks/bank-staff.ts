import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../realtime/hub.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createStockNotices } from './stock-notices.job.ts';
import { createStockUpdatesRepository } from './stock-updates.repository.ts';
import { createStockUpdatesService } from './stock-updates.service.ts';

export interface BankStaffDeps {
  db: Database;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
  /** Rung after a save that queued notices to patients has committed. */
  onQueued: () => void;
}

/** Bank staff's part of the app: the stock-keeping service and the outbox handler that tells patients. */
export function createBankStaff({ db, notifications, clock, hub, onQueued }: BankStaffDeps) {
  const repo = createStockUpdatesRepository(db);
  return {
    service: createStockUpdatesService({ repo, clock, onQueued }),
    ...createStockNotices({ repo, notifications, clock, hub }),
  };
}
export type BankStaff = ReturnType<typeof createBankStaff>;
