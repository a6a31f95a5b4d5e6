import { BLOOD_GROUPS, canDonate, groupName, stockFreshness } from '@raktsetu/shared';
import type { Clock } from '../../lib/clock.ts';
import { STOCK_AVAILABLE_TOPIC, type OutboxHandlers, type OutboxMessage } from '../../outbox/topics.ts';
import type { Hub } from '../../realtime/hub.ts';
import { stockAvailable } from '../notifications/notices.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { componentName } from './stock-presenter.ts';
import type { StockFigure, StockUpdatesRepository } from './stock-updates.repository.ts';

/** km: a bank this close to where blood is needed is worth a call. */
export const STOCK_NOTICE_RADIUS_KM = 50;

export interface StockNoticesDeps {
  repo: StockUpdatesRepository;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
}

/**
 * Queued by a save that made a figure usable (it was missing, 0 or too old to trust, and is now above 0). No
 * outbox key: each such save is news of its own, and the notices' keys already keep a patient from hearing twice.
 */
export function stockAvailableMessage(
  bankId: number,
  figure: StockFigure,
): OutboxMessage<typeof STOCK_AVAILABLE_TOPIC> {
  return {
    topic: STOCK_AVAILABLE_TOPIC,
    payload: { bank_id: bankId, blood_group_id: figure.blood_group_id, component_id: figure.component_id },
  };
}

/**
 * Outbox handler: tells the patient of each open request nearby that can use this group and component. Each
 * patient hears of a bank once per request (the notice's dedupe key), however often its stock comes and goes.
 */
async function tellPatients(
  deps: StockNoticesDeps,
  payload: { bank_id: number; blood_group_id: number; component_id: number },
): Promise<void> {
  const { repo, notifications, clock, hub } = deps;
  const now = clock.now();
  const [bank, figure] = await Promise.all([
    repo.bank(payload.bank_id),
    repo.figure(payload.bank_id, payload.blood_group_id, payload.component_id),
  ]);
  if (!bank || bank.latitude === null || bank.longitude === null) return;
  // The units may be gone again by the time this runs: then there is nothing to tell.
  if (!figure || figure.units_available === 0 || stockFreshness(figure.last_updated, now) === 'unknown') return;
  const group = groupName(payload.blood_group_id);
  const recipients = BLOOD_GROUPS.filter((g) => canDonate(group, g.group_name, payload.component_id)).map(
    (g) => g.blood_group_id,
  );
  const place = { latitude: bank.latitude, longitude: bank.longitude };
  const requests = await repo.openRequestsNear(place, recipients, payload.component_id, STOCK_NOTICE_RADIUS_KM);
  if (requests.length === 0) return;
  const stock = {
    bank_id: bank.bank_id,
    bank_name: bank.name,
    blood_group: group,
    component: componentName(payload.component_id),
  };
  const written = await repo.transaction((_tx, raw) =>
    notifications.notify(
      raw,
      requests.map((r) => ({ user_id: r.patient_id, ...stockAvailable(r.request_id, stock, r.distance_km) })),
      now,
    ),
  );
  hub.deliver(written.map((n) => n.event));
}

export function createStockNotices(deps: StockNoticesDeps) {
  const outboxHandlers: Pick<OutboxHandlers, typeof STOCK_AVAILABLE_TOPIC> = {
    [STOCK_AVAILABLE_TOPIC]: (payload) => tellPatients(deps, payload),
  };
  return { outboxHandlers };
}
