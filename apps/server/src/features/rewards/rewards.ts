import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Hub } from '../../realtime/hub.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { createCouponsRepository } from './coupons.repository.ts';
import { createCouponsService } from './coupons.service.ts';
import { createPartnersRepository } from './partners.repository.ts';
import { createPartnersService } from './partners.service.ts';
import { createRewardEarningRepository } from './reward-earning.repository.ts';
import { createRewardEarning } from './reward-earning.job.ts';

export interface RewardsDeps {
  db: Database;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
  appUrl: string;
}

/** Rewards: donors' coupons, the admin's partners and offers, the outbox handler that earns and the expiry job. */
export function createRewards({ db, notifications, clock, hub, appUrl }: RewardsDeps) {
  const couponsRepo = createCouponsRepository(db);
  return {
    coupons: createCouponsService({ repo: couponsRepo, clock, appUrl }),
    partners: createPartnersService({ repo: createPartnersRepository(db), clock }),
    ...createRewardEarning({
      repo: createRewardEarningRepository(db),
      notifications,
      clock,
      hub,
      expireDue: (now) => couponsRepo.expireDue(now),
    }),
  };
}
export type Rewards = ReturnType<typeof createRewards>;
