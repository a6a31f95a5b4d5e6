import type { Language } from '@raktsetu/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bloodRequests,
  donors,
  notifications,
  outbox,
  pushSubscriptions,
  userEvents,
  users,
} from '../../db/schema/index.ts';
import { ALERT_EMAIL_TOPIC, PUSH_TOPIC } from '../../outbox/topics.ts';
import type { LiveEvent } from '../../realtime/hub.ts';
import { NOTICE_EVENT, noticeEvent } from '../../realtime/notice-events.ts';
import type { requestAlertParts } from '../notifications/notices.ts';
import { pushDueSql } from '../push/push-alert.repository.ts';
import { OPEN_STATUSES } from './donor-reach.ts';
import { alertsFromPatientSql, matchingDonorsSql, type DonorMatchQuery } from './sos-search.repository.ts';

export interface AlertBatch {
  at: Date;
  /** The request is an SOS now: its pushes are due at once, even in quiet hours. */
  isSos: boolean;
  /** The per-patient daily cap, checked again as the alerts are written (see lockPatientAlerts). */
  cap: { patientId: string; maxAlerts: number; since: Date };
}

/** A donor to alert: who, and how far in whole km (as the notice says it). */
export interface DonorToAlert {
  donor_id: string;
  km: number;
}

/** A notice an alert statement wrote: what differs from donor to donor, and its event's id. */
type AlertRow = {
  event_id: string | number;
  notification_id: string;
  user_id: string;
  title: string;
  message: string;
  distance_km: number | string;
};

/**
 * Every donor a request should alert now, exact group first, then nearest first: one search per fan-out run, so
 * the (GiST-indexed) search and its per-donor checks run once for 10,000 donors, not once per batch.
 */
export async function findDonorsToAlert(db: Database, q: DonorMatchQuery): Promise<DonorToAlert[]> {
  const match = matchingDonorsSql(q);
  if (!match) return [];
  // What the product shows as the distance: whole km, at least 1, from the 2-decimal figure (coarseKm).
  const km = sql`greatest(1, round(round((${match.distance})::numeric, 2)))::int`;
  const result = (await db.execute(sql`
    select ${donors.donor_id} as donor_id, ${km} as km
    from ${donors} where ${match.where} order by ${match.order}
  `)) as unknown as { rows: DonorToAlert[] };
  return result.rows.map((r) => ({ donor_id: r.donor_id, km: Number(r.km) }));
}

/** A text array literal for one parameter (uuids, integers and booleans need no quoting). */
const arrayLiteral = (values: Array<string | number | boolean>) => `{${values.join(',')}}`;

/**
 * The buckets a patient's alert lock is split into, by donor: two transactions of one fan-out alerting donors of
 * different buckets run at once (on PostgreSQL, each in its own database process), while every alert of one
 * donor from one patient's requests is still written under one lock. Fixed, never per setting: every process must
 * put a donor in the same bucket.
 */
export const ALERT_LOCK_BUCKETS = 2;

/** The lock bucket of a donor: the last hex digit of the (random) uuid, so the buckets are even. */
export const donorBucket = (donorId: string): number => parseInt(donorId.slice(-1), 16) % ALERT_LOCK_BUCKETS;

/**
 * Inside the caller's transaction, until it ends: waits for any other fan-out of this patient's requests (on any
 * process) that alerts donors of these `buckets` (donorBucket) to commit. With it, the cap that `alertDonors`
 * checks as it writes counts every alert committed before to a donor of these buckets, so two fan-outs of one
 * patient at once never give a donor more than the daily cap between them. The patient's own key is taken shared
 * (a process of the previous version takes it exclusive, and still waits for every bucket), then each bucket's
 * key in ascending order, so two transactions never wait for each other in a circle
 * (docs/decisions/0019-many-server-processes.md).
 */
export async function lockPatientAlerts(db: Database, patientId: string, buckets: number[]): Promise<void> {
  const key = `alerts:${patientId}`;
  await db.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`);
  for (const bucket of [...new Set(buckets)].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}), ${bucket}::int)`);
  }
}

/**
 * Alerts these donors (a slice of `findDonorsToAlert`, in order) in ONE statement, inside the caller's
 * transaction (after `lockPatientAlerts`): their notices (a donor who already has this request's notice is
 * skipped by the unique (user, dedupe key), so a re-run alerts nobody twice; a donor who reached the patient's
 * daily cap since the search is skipped too), the live events that show the notices (each names its notice:
 * notice-events.ts), and one push per notice and device of its donor, keyed `push:<notice>:<device>`, due as
 * `pushDueSql` says. The e-mails are queued after the last batch (queueAlertEmails), so the alerts do not wait for
 * them. The push is rendered when the outbox delivers it (push.job.ts), never here. Returns the events written, in
 * alerting order. The notice's words are `requestAlert`'s in each donor's preferred language (the three languages'
 * words are parameters and a case on users.preferred_language picks one per row), with the whole km filled in by
 * the database.
 */
export async function alertDonors(
  db: Database,
  notice: ReturnType<typeof requestAlertParts>,
  batch: DonorToAlert[],
  { at: when, isSos, cap }: AlertBatch,
): Promise<LiveEvent[]> {
  if (batch.length === 0) return [];
  const at = when.toISOString();
  // What every notice of the batch has alike: the statement's parameters, and the rest of each event it returns.
  const same = {
    request_id: notice.request_id,
    kind: notice.kind,
    status: 'Sent',
    blood_group: notice.blood_group,
    component: notice.component,
    request_urgency: notice.request_urgency,
    dedupe_key: notice.dedupe_key,
    sent_at: when,
    read_at: null,
  };
  type Words = (typeof notice.words)[Language];
  // One of the three languages' words per row; an unknown stored language reads English.
  const inLanguage = (pick: (w: Words) => string) =>
    sql`(case u.preferred_language when 'hi' then ${pick(notice.words.hi)}::text
      when 'mr' then ${pick(notice.words.mr)}::text else ${pick(notice.words.en)}::text end)`;
  const pushDue = pushDueSql(when, sql`${isSos}::boolean`, {
    enabled: sql`pu.quiet_hours_enabled`,
    start: sql`pu.quiet_hours_start`,
    end: sql`pu.quiet_hours_end`,
  });
  const result = (await db.execute(sql`
    with matched as (
      select * from unnest(${arrayLiteral(batch.map((d) => d.donor_id))}::uuid[],
        ${arrayLiteral(batch.map((d) => d.km))}::int[])
        with ordinality as m(donor_id, km, position)
    ),
    alerted as (
      insert into ${notifications} (user_id, request_id, kind, status, title, message, blood_group, component,
        request_urgency, distance_km, dedupe_key, sent_at)
      select m.donor_id, ${same.request_id}::uuid, ${same.kind}, ${same.status}::text, ${inLanguage((w) => w.title)},
        ${inLanguage((w) => w.before)} || m.km::text || ${inLanguage((w) => w.after)},
        ${same.blood_group}::text, ${same.component}::text, ${same.request_urgency}::text, m.km::float8,
        ${same.dedupe_key}::text, ${at}::timestamptz
      from matched m join ${users} u on u.user_id = m.donor_id
      where ${alertsFromPatientSql(sql`m.donor_id`, cap.patientId, cap.since)} < ${cap.maxAlerts}
      order by m.position
      on conflict do nothing
      returning notification_id, user_id, title, message, distance_km
    ),
    events as (
      insert into ${userEvents} (user_id, type, notification_id, created_at)
      select a.user_id, ${NOTICE_EVENT}::text, a.notification_id, ${at}::timestamptz
      from alerted a join matched m on m.donor_id = a.user_id
      order by m.position
      returning event_id, notification_id
    ),
    pushes as (
      insert into ${outbox} (topic, payload, dedupe_key, next_attempt_at)
      select ${PUSH_TOPIC}::text,
        jsonb_build_object('notification_id', a.notification_id, 'subscription_id', s.subscription_id),
        'push:' || a.notification_id::text || ':' || s.subscription_id::text, ${pushDue}
      from alerted a join ${pushSubscriptions} s on s.user_id = a.user_id join ${users} pu on pu.user_id = a.user_id
      on conflict (dedupe_key) do nothing
    )
    select e.event_id, a.notification_id, a.user_id, a.title, a.message, a.distance_km
    from events e join alerted a on a.notification_id = e.notification_id order by e.event_id
  `)) as unknown as { rows: AlertRow[] };
  return result.rows.map(({ event_id, distance_km, ...r }) =>
    noticeEvent(Number(event_id), { ...same, ...r, distance_km: Number(distance_km) }),
  );
}

/** A page of queueAlertEmails: the last notice it looked at (null: none left) and how many e-mails it queued. */
export interface EmailPage {
  last: string | null;
  queued: number;
}

/**
 * Queues the alert e-mail of up to `limit` of this request's alert notices (by notice id, after `after`) in ONE
 * statement: one outbox item per notice whose donor keeps e-mail alerts on (every donor when `emailEveryone`: an
 * SOS), keyed `alert-email:<notification id>`, so running it again (a re-run after a crash) queues nothing twice.
 * It reads the notices, not the batch that wrote them, so a donor alerted by a run that died before its e-mails
 * were queued still gets one. Only while the request is open: one closed meanwhile (fulfilled, cancelled) mails
 * nobody more. Each e-mail is queued once because its outbox item, keyed by the notice, is kept after it is sent
 * (nothing prunes the outbox; a clean-up of old items must keep these while their request can still widen). The
 * e-mail is rendered when the outbox delivers it (alert-email.ts), never here. A page is a range of the index on
 * (request, notice id), so paging through 10,000 notices reads each once; whether the request is open is asked
 * once per page, not per notice.
 */
export async function queueAlertEmails(
  db: Database,
  notice: { request_id: string; dedupe_key: string },
  { at, emailEveryone, after, limit }: { at: Date; emailEveryone: boolean; after: string | null; limit: number },
): Promise<EmailPage> {
  const open = sql.join(
    OPEN_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with page as (
      select n.notification_id, n.user_id from ${notifications} n
      where n.request_id = ${notice.request_id}::uuid ${after === null ? sql`` : sql`and n.notification_id > ${after}::uuid`}
        and n.dedupe_key = ${notice.dedupe_key}::text
        and exists (select 1 from ${bloodRequests} r where r.request_id = ${notice.request_id}::uuid and r.status in (${open}))
      order by n.notification_id limit ${limit}
    ),
    mails as (
      insert into ${outbox} (topic, payload, dedupe_key, next_attempt_at)
      select ${ALERT_EMAIL_TOPIC}::text, jsonb_build_object('notification_id', p.notification_id),
        'alert-email:' || p.notification_id::text, ${at.toISOString()}::timestamptz
      from page p join ${donors} d on d.donor_id = p.user_id
      where d.email_alerts or ${emailEveryone}::boolean
      on conflict (dedupe_key) do nothing
      returning 1
    )
    select (select notification_id::text from page order by notification_id desc limit 1) as last,
      (select count(*) from mails)::int as queued
  `)) as unknown as { rows: Array<{ last: string | null; queued: number | string }> };
  const row = result.rows[0];
  return { last: row?.last ?? null, queued: Number(row?.queued ?? 0) };
}

/** The notice, its donor's address and language, and the request's units: all an alert e-mail says. */
export async function findAlertForEmail(db: Database, notificationId: string) {
  const [row] = await db
    .select({
      email: users.email,
      full_name: users.full_name,
      language: users.preferred_language,
      request_id: notifications.request_id,
      blood_group: notifications.blood_group,
      component: notifications.component,
      urgency: notifications.request_urgency,
      distance_km: notifications.distance_km,
      units: bloodRequests.units_required,
    })
    .from(notifications)
    .innerJoin(users, eq(users.user_id, notifications.user_id))
    .innerJoin(bloodRequests, eq(bloodRequests.request_id, notifications.request_id))
    .where(eq(notifications.notification_id, notificationId));
  return row;
}
