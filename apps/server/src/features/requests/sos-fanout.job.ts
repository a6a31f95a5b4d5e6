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
import type { Hub, LiveEvent } from '../../realtime/hub.ts';
import { FANOUT_TOPIC, type OutboxHandlers, type OutboxMessage } from '../../outbox/topics.ts';
import { requestAlertParts, searchWidened } from '../notifications/notices.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { LOCATION_SETTLES_AFTER_MS, OPEN_STATUSES as OPEN } from './donor-reach.ts';
import { createHandover, type Handover } from './fanout-handover.ts';
import { announceRequestChange } from './request-announce.ts';
import type { RequestRow } from './request-presenter.ts';
import {
  ALERT_LOCK_BUCKETS,
  alertDonors,
  donorBucket,
  findDonorsToAlert,
  lockPatientAlerts,
  queueAlertEmails,
  type AlertBatch,
  type DonorToAlert,
} from './sos-alert.repository.ts';
import type { RequestsRepository } from './requests.repository.ts';

/**
 * Donors alerted per statement on PostgreSQL: the statement runs in the database's own process while this one
 * hands the previous batch to the streams, so big batches cost the server nothing and 10,000 donors are ten
 * statements (docs/decisions/0019-many-server-processes.md, "Figures").
 */
export const FANOUT_BATCH = 1_000;
/**
 * Donors alerted per statement on the embedded database, whose statements run on this very thread. Measured with
 * bench:sos (5,000 donors, same load): batches of 200 made the last alert 45% later (2.8 s against 1.9 s) and did
 * not shorten the longest stall other users saw (1.2 s), which is the one search statement before the first batch
 * (docs/decisions/0019-many-server-processes.md); so the same size as on PostgreSQL until that search is split.
 */
export const EMBEDDED_FANOUT_BATCH = 1_000;
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
  /** Donors alerted per transaction (default: FANOUT_BATCH on PostgreSQL, EMBEDDED_FANOUT_BATCH embedded). */
  fanoutBatchSize?: number | undefined;
  /** Transactions per batch at once (default: FANOUT_LANES on PostgreSQL, 1 embedded); 1 or FANOUT_LANES. */
  fanoutLanes?: number | undefined;
  /** Which database runs the statements: the embedded one shares this thread (see EMBEDDED_FANOUT_BATCH). */
  databaseKind: 'embedded' | 'postgres';
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

/** The transactions one batch is written in at once on PostgreSQL, one per lock bucket (donorBucket). */
export const FANOUT_LANES = ALERT_LOCK_BUCKETS;

/** ms the embedded fan-out leaves the thread to others between two batches. */
const EMBEDDED_PAUSE_MS = 15;

/**
 * What the fan-out does between two batches, one policy per database kind (bench:sos figures in
 * docs/decisions/0019-many-server-processes.md):
 * - PostgreSQL runs the next statement in its own processes, so it is sent at once and the previous batch's events
 *   reach their streams a slice per event-loop turn meanwhile (fanout-handover.ts), between other users' requests.
 * - The embedded database runs each statement on this very thread, so nothing overlaps with it: slices handed over
 *   "meanwhile" would all wait for the last batch. There each batch's events reach their streams first, and the
 *   thread is then left to others for a moment (a single turn is not enough for a request: accept, read, answer).
 */
const betweenBatches: Record<SosFanoutDeps['databaseKind'], (handover: Handover) => Promise<void>> = {
  postgres: () => Promise.resolve(),
  embedded: async (handover) => {
    await handover.idle();
    await new Promise<void>((resolve) => setTimeout(resolve, EMBEDDED_PAUSE_MS));
  },
};

/** These donors (in alerting order) by lock bucket, each in alerting order; one group when `lanes` is 1. */
function byLane(donors: DonorToAlert[], lanes: number): DonorToAlert[][] {
  if (lanes <= 1) return [donors];
  const groups: DonorToAlert[][] = Array.from({ length: ALERT_LOCK_BUCKETS }, () => []);
  for (const donor of donors) groups[donorBucket(donor.donor_id)]!.push(donor);
  return groups.filter((group) => group.length > 0);
}

/**
 * Alerts one batch: a transaction per lane, all at once (each under its buckets' share of the patient's lock, so
 * the cap stays exact: lockPatientAlerts), every lane settled before returning. The committed lanes' events, lane
 * after lane, and the first lane's failure if one failed: those events must still reach the streams, since the
 * retry skips the donors they alerted. The previous batch's events wait while a lane makes its round trips before
 * its statement (Handover.hold), and reach their streams while the statement runs.
 */
async function alertBatch(
  deps: SosFanoutDeps,
  row: RequestRow,
  donors: DonorToAlert[],
  batch: AlertBatch & { notice: ReturnType<typeof requestAlertParts> },
  { lanes, handover }: { lanes: number; handover: Handover },
): Promise<{ events: LiveEvent[]; failed?: { reason: unknown } }> {
  const { notice } = batch;
  const written = await Promise.allSettled(
    byLane(donors, lanes).map((group) => {
      const release = handover.hold();
      return deps.repo
        .transaction(async (_tx, raw) => {
          await lockPatientAlerts(
            raw,
            row.patient_id,
            group.map((d) => donorBucket(d.donor_id)),
          );
          const alerted = alertDonors(raw, notice, group, batch);
          release();
          return alerted;
        })
        .finally(release);
    }),
  );
  const events = written.flatMap((w) => (w.status === 'fulfilled' ? w.value : []));
  const failed = written.find((w) => w.status === 'rejected');
  return failed ? { events, failed } : { events };
}

/**
 * Outbox handler: alert every matching donor within the radius, nearest first (batch by batch), each exactly once.
 * A batch is written in one transaction per lane; its events are handed to the open streams a slice per
 * event-loop turn (fanout-handover.ts), in commit order, with what happens between batches per database kind.
 */
async function fanout(deps: SosFanoutDeps, requestId: string, radiusKm: number): Promise<void> {
  const { repo, clock, hub, databaseKind } = deps;
  const row = await repo.findRequest(requestId);
  if (!row || !OPEN.includes(row.status) || row.latitude == null || row.longitude == null) return;
  const donors = await donorsToAlert(deps, row, radiusKm, clock.now());
  const isSos = row.urgency === 'SOS';
  const notice = requestAlertParts(row);
  const size = deps.fanoutBatchSize ?? (databaseKind === 'embedded' ? EMBEDDED_FANOUT_BATCH : FANOUT_BATCH);
  const lanes = deps.fanoutLanes ?? (databaseKind === 'embedded' ? 1 : FANOUT_LANES);
  const handover = createHandover((events) => hub.deliver(events));
  for (let from = 0; from < donors.length; from += size) {
    const at = clock.now();
    const cap = {
      patientId: row.patient_id,
      maxAlerts: deps.alertsPerPatientPerDonorPerDay,
      since: new Date(at.getTime() - DAY_MS),
    };
    const batch = { at, isSos, cap, notice };
    const { events, failed } = await alertBatch(deps, row, donors.slice(from, from + size), batch, { lanes, handover });
    if (failed) {
      // The other lanes committed: their donors hear now, and the outbox retries the rest (docs/decisions/0019).
      // Their e-mails (and earlier batches') are queued now too, not left to a retry that may never succeed; if
      // this fails as well, the lane's own error is the one to report, and the next run queues them.
      handover.push(events);
      await handover.idle();
      await queueEmails(deps, row, size).catch(() => undefined);
      deps.onQueued();
      throw failed.reason;
    }
    if (events.length === 0) continue;
    handover.push(events);
    await betweenBatches[databaseKind](handover);
    deps.onQueued();
    await deps.afterFanoutBatch?.(requestId, events.length);
  }
  await handover.idle();
  // The patient hears how many donors were alerted before the e-mails are queued; every run queues the e-mails
  // still missing, so a crash between the two loses none (the re-run finds the radius finished and nobody to alert).
  await finishRadius(deps, row, radiusKm);
  await queueEmails(deps, row, size);
}

/**
 * After the last batch: the alert e-mails of every notice of this request (this run's and any earlier run's), a
 * page of `size` per statement, each e-mail queued once (queueAlertEmails). Out of the alerting chain, so no alert
 * waits for them; the outbox sends them a moment after the last alert. An SOS is always e-mailed; other alerts
 * only to donors who keep e-mail alerts on.
 */
async function queueEmails(deps: SosFanoutDeps, row: RequestRow, size: number): Promise<void> {
  const notice = { request_id: row.request_id, dedupe_key: requestAlertParts(row).dedupe_key };
  const page = { at: deps.clock.now(), emailEveryone: row.urgency === 'SOS', limit: size };
  let queued = 0;
  for (let after: string | null = null; ;) {
    const written = await deps.repo.transaction((_tx, raw) => queueAlertEmails(raw, notice, { ...page, after }));
    queued += written.queued;
    if (written.last === null) break;
    after = written.last;
    if (deps.databaseKind === 'embedded') await new Promise<void>((resolve) => setTimeout(resolve, EMBEDDED_PAUSE_MS));
  }
  if (queued > 0) deps.onQueued();
}

/** The search event is written once per radius, after the last batch (a re-run after a crash adds none). */
async function finishRadius(deps: SosFanoutDeps, row: RequestRow, radiusKm: number): Promise<void> {
  const { repo, clock, hub } = deps;
  const requestId = row.request_id;
  if (await repo.hasEvent(requestId, 'search', radiusKm)) return;
  const at = clock.now();
  const total = await repo.countAlerts(requestId);
  const events = await repo.transaction(async (tx, raw) => {
    await tx.insertEvent(requestId, 'search', { radius_km: radiusKm, donors_alerted: total }, at);
    return announceRequestChange(raw, [row.patient_id], { requestId, status: row.status, reason: 'search' }, at);
  });
  hub.deliver(events);
}

/**
 * Widens one due SOS to the next radius in one transaction; the live events it wrote (for the patient), or null
 * when another run got there first.
 */
async function widenOne(
  deps: SosFanoutDeps,
  req: { request_id: string; patient_id: string; search_radius_km: number },
  at: Date,
): Promise<LiveEvent[] | null> {
  const { repo, notifications } = deps;
  const index = SOS_RADII_KM.indexOf(req.search_radius_km as (typeof SOS_RADII_KM)[number]);
  const next = SOS_RADII_KM[index + 1];
  if (index < 0 || next === undefined) {
    await repo.stopWidening(req.request_id);
    return null;
  }
  const isLast = index + 1 === SOS_RADII_KM.length - 1;
  const nextWidenAt = isLast ? null : new Date(at.getTime() + SOS_WIDEN_AFTER_MS);
  return repo.transaction(async (tx, raw) => {
    if (!(await tx.widen(req.request_id, req.search_radius_km, next, nextWidenAt, at))) return null;
    await tx.insertEvent(req.request_id, 'widened', { from_km: req.search_radius_km, to_km: next }, at);
    const notices = await notifications.notify(
      raw,
      [{ user_id: req.patient_id, ...searchWidened(req.request_id, next) }],
      at,
    );
    const change = { requestId: req.request_id, status: 'Open', reason: 'widened' };
    const announced = await announceRequestChange(raw, [req.patient_id], change, at);
    await tx.enqueue(fanoutMessage(req.request_id, next), at);
    return [...notices.map((n) => n.event), ...announced];
  });
}

/** Scheduler job: an SOS nobody accepted within 5 minutes reaches further (15 → 25 → 50 km). */
async function widenDue(deps: SosFanoutDeps): Promise<number> {
  const { repo, clock, hub } = deps;
  const at = clock.now();
  let widened = 0;
  for (const req of await repo.dueWidenings(at, WIDEN_BATCH)) {
    const events = await widenOne(deps, req, at);
    if (!events) continue;
    widened += 1;
    hub.deliver(events);
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
