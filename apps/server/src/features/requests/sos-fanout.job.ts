import {
  SOS_RADII_KM,
  SOS_WIDEN_AFTER_MS,
  type BloodGroupName,
  compatibleDonorGroups,
  groupId,
  todayIso,
} from '@raktsetu/shared';
import type { Clock } from '../../lib/clock.ts';
import type { Job } from '../../lib/scheduler.ts';
import type { Hub } from '../../realtime/hub.ts';
import { FANOUT_TOPIC, type OutboxHandlers, type OutboxMessage } from '../../outbox/topics.ts';
import { requestAlertParts, searchWidened } from '../notifications/notices.ts';
import { enqueuePushes, noticeIds } from '../push/push-alert.repository.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { LOCATION_SETTLES_AFTER_MS, OPEN_STATUSES as OPEN } from './donor-reach.ts';
import { announceRequestChange } from './request-announce.ts';
import type { RequestRow } from './request-presenter.ts';
import { alertDonors, findDonorsToAlert, type DonorToAlert } from './sos-alert.repository.ts';
import type { RequestsRepository } from './requests.repository.ts';

/**
 * Donors alerted per statement by default: big enough that 10,000 donors are a handful of statements, small
 * enough that one statement on the embedded database holds the thread for well under 200 ms.
 */
export const FANOUT_BATCH = 1_000;
/** ms between looks for SOS requests due to widen. */
const WIDEN_EVERY_MS = 15_000;
/** Due widenings handled per run. */
const WIDEN_BATCH = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The outbox item that alerts a request's donors within `radiusKm`; queued once per request and radius. */
export function fanoutMessage(requestId: string, radiusKm: number): OutboxMessage<typeof FANOUT_TOPIC> {
  return {
    topic: FANOUT_TOPIC,
    payload: { request_id: requestId, radius_km: radiusKm },
    dedupeKey: `fanout:${requestId}:${radiusKm}`,
  };
}

export interface SosFanoutDeps {
  repo: RequestsRepository;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
  /** Called after a transaction that queued outbox work has committed. */
  onQueued: () => void;
  /** Test seam: runs after each committed fan-out batch (e.g. to simulate a crash mid fan-out). */
  afterFanoutBatch?: ((requestId: string, alerted: number) => void | Promise<void>) | undefined;
  /** Donors alerted per transaction (default FANOUT_BATCH). */
  fanoutBatchSize?: number | undefined;
  /** See Limits.alertsPerPatientPerDonorPerDay. */
  alertsPerPatientPerDonorPerDay: number;
}

/** The donors this request should alert within the radius now, in alerting order. */
function donorsToAlert(deps: SosFanoutDeps, row: RequestRow, radiusKm: number, at: Date): Promise<DonorToAlert[]> {
  const groupRanks = new Map(
    compatibleDonorGroups(row.blood_group as BloodGroupName, row.component_id).map((c) => [groupId(c.group), c.rank]),
  );
  const query = {
    requestId: row.request_id,
    latitude: row.latitude as number,
    longitude: row.longitude as number,
    radiusKm,
    groupRanks,
    recipientIsBombay: row.is_bombay,
    today: todayIso(at),
    patientId: row.patient_id,
    maxAlertsFromPatient: deps.alertsPerPatientPerDonorPerDay,
    alertsSince: new Date(at.getTime() - DAY_MS),
    requestCreatedAt: row.created_at,
    settledBefore: new Date(at.getTime() - LOCATION_SETTLES_AFTER_MS),
  };
  return deps.repo.transaction((_tx, raw) => findDonorsToAlert(raw, query));
}

/** Lets other requests run between two batches (the embedded database shares this thread with the server). */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Outbox handler: alert every matching donor within the radius, nearest first, each exactly once. */
async function fanout(deps: SosFanoutDeps, requestId: string, radiusKm: number): Promise<void> {
  const { repo, clock, hub } = deps;
  const row = await repo.findRequest(requestId);
  if (!row || !OPEN.includes(row.status) || row.latitude == null || row.longitude == null) return;
  const donors = await donorsToAlert(deps, row, radiusKm, clock.now());
  const notice = requestAlertParts(row);
  // An SOS is always e-mailed; other alerts only to donors who keep e-mail alerts on.
  const emailEveryone = row.urgency === 'SOS';
  const size = deps.fanoutBatchSize ?? FANOUT_BATCH;
  for (let from = 0; from < donors.length; from += size) {
    await yieldToOthers();
    const batch = { at: clock.now(), emailEveryone };
    const events = await repo.transaction(async (_tx, raw) => {
      const written = await alertDonors(raw, notice, donors.slice(from, from + size), batch);
      // Each alert also goes to the donor's devices by push, queued with it (features/push).
      await enqueuePushes(raw, noticeIds(written), batch.at);
      return written;
    });
    if (events.length === 0) continue;
    hub.deliver(events);
    deps.onQueued();
    await deps.afterFanoutBatch?.(requestId, events.length);
  }
  // The search event is written once per radius, after the last batch (a re-run after a crash adds none).
  if (await repo.hasEvent(requestId, 'search', radiusKm)) return;
  const at = clock.now();
  const total = await repo.countAlerts(requestId);
  await repo.transaction(async (tx, raw) => {
    await tx.insertEvent(requestId, 'search', { radius_km: radiusKm, donors_alerted: total }, at);
    await announceRequestChange(raw, [row.patient_id], { requestId, status: row.status, reason: 'search' }, at);
  });
  hub.publish([row.patient_id]);
}

/** Widens one due SOS to the next radius in one transaction; false when another run got there first. */
async function widenOne(
  deps: SosFanoutDeps,
  req: { request_id: string; patient_id: string; search_radius_km: number },
  at: Date,
) {
  const { repo, notifications } = deps;
  const index = SOS_RADII_KM.indexOf(req.search_radius_km as (typeof SOS_RADII_KM)[number]);
  const next = SOS_RADII_KM[index + 1];
  if (index < 0 || next === undefined) {
    await repo.stopWidening(req.request_id);
    return false;
  }
  const isLast = index + 1 === SOS_RADII_KM.length - 1;
  const nextWidenAt = isLast ? null : new Date(at.getTime() + SOS_WIDEN_AFTER_MS);
  return repo.transaction(async (tx, raw) => {
    if (!(await tx.widen(req.request_id, req.search_radius_km, next, nextWidenAt, at))) return false;
    await tx.insertEvent(req.request_id, 'widened', { from_km: req.search_radius_km, to_km: next }, at);
    await notifications.notify(raw, [{ user_id: req.patient_id, ...searchWidened(req.request_id, next) }], at);
    const change = { requestId: req.request_id, status: 'Open', reason: 'widened' };
    await announceRequestChange(raw, [req.patient_id], change, at);
    await tx.enqueue(fanoutMessage(req.request_id, next), at);
    return true;
  });
}

/** Scheduler job: an SOS nobody accepted within 5 minutes reaches further (15 → 25 → 50 km). */
async function widenDue(deps: SosFanoutDeps): Promise<number> {
  const { repo, clock, hub } = deps;
  const at = clock.now();
  let widened = 0;
  for (const req of await repo.dueWidenings(at, WIDEN_BATCH)) {
    if (!(await widenOne(deps, req, at))) continue;
    widened += 1;
    hub.publish([req.patient_id]);
  }
  if (widened > 0) deps.onQueued();
  return widened;
}

/**
 * The SOS fan-out and its widening: alerting every matching donor of a request (an outbox handler, so it
 * survives a crash and runs after the request's commit), and widening an SOS nobody accepted (a scheduler job).
 */
export function createSosFanout(deps: SosFanoutDeps) {
  const outboxHandlers: Pick<OutboxHandlers, typeof FANOUT_TOPIC> = {
    [FANOUT_TOPIC]: (payload) => fanout(deps, payload.request_id, payload.radius_km),
  };
  const jobs: Job[] = [{ name: 'widen-sos', everyMs: WIDEN_EVERY_MS, run: () => widenDue(deps) }];
  return { outboxHandlers, jobs };
}
export type SosFanout = ReturnType<typeof createSosFanout>;
