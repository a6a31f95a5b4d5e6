import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import {
  bloodComponents,
  bloodGroups,
  bloodRequests,
  donors,
  notifications,
  patients,
  requestResponses,
  users,
} from '../../db/schema/index.ts';
import { openListener } from '../../realtime/relay.repository.ts';
import { OPEN_STATUSES } from './donor-reach.ts';
import { VIEW_HEARTBEAT, type Listen } from './open-requests-link.ts';
import { donorStandingColumns } from './request-list.repository.ts';

/*
 * What the in-memory view of open requests (open-requests-view.ts) reads: the open requests that have a place,
 * with what a list shows of them, their answers and alerts, one donor's own facts, and the channel the database
 * announces changes on (migration 0012; docs/decisions/0032-open-requests-view.md).
 */

const openWithPlace = and(
  inArray(bloodRequests.status, OPEN_STATUSES),
  sql`${bloodRequests.latitude} is not null and ${bloodRequests.longitude} is not null`,
);

/** Which open requests to read: all, some by id, or one patient's. */
export type RequestScope = { all: true } | { ids: string[] } | { patientId: string };

const scopeSql = (scope: RequestScope): SQL | undefined =>
  'ids' in scope
    ? inArray(bloodRequests.request_id, scope.ids)
    : 'patientId' in scope
      ? eq(bloodRequests.patient_id, scope.patientId)
      : undefined;

/** Open requests with a place, in `scope`, with the names the list joins (left joins, as the list's SQL). */
function selectOpenRequests(db: Database, scope: RequestScope) {
  const r = bloodRequests;
  return db
    .select({
      request_id: r.request_id,
      patient_id: r.patient_id,
      blood_group_id: r.blood_group_id,
      component_id: r.component_id,
      units_required: r.units_required,
      urgency: r.urgency,
      status: r.status,
      hospital_name: r.hospital_name,
      hospital_address: r.hospital_address,
      latitude: sql<number>`${r.latitude}`,
      longitude: sql<number>`${r.longitude}`,
      notes: r.notes,
      search_radius_km: r.search_radius_km,
      next_widen_at: r.next_widen_at,
      created_at: r.created_at,
      blood_group: bloodGroups.group_name,
      component: bloodComponents.component_name,
      patient_name: users.full_name,
      patient_phone: users.phone_number,
      city: users.city,
      patient_is_bombay: patients.is_bombay_phenotype,
    })
    .from(r)
    .leftJoin(bloodGroups, eq(bloodGroups.blood_group_id, r.blood_group_id))
    .leftJoin(bloodComponents, eq(bloodComponents.component_id, r.component_id))
    .leftJoin(users, eq(users.user_id, r.patient_id))
    .leftJoin(patients, eq(patients.patient_id, r.patient_id))
    .where(and(openWithPlace, scopeSql(scope)));
}

export function openRequestsQueries(db: Database) {
  return {
    /** Open requests with a place, in `scope`, with the names the list joins. */
    openRequests: async (scope: RequestScope) => selectOpenRequests(db, scope),

    /** The answers to these requests (all open ones when `ids` is undefined). */
    async answers(ids: string[] | undefined) {
      const q = requestResponses;
      const base = db
        .select({ request_id: q.request_id, donor_id: q.donor_id, response: q.response })
        .from(q)
        .innerJoin(bloodRequests, eq(bloodRequests.request_id, q.request_id));
      return base.where(ids ? inArray(q.request_id, ids) : openWithPlace);
    },

    /**
     * The donors alerted for these requests (all open ones when `ids` is undefined): an alert is the notice whose
     * dedupe key is 'alert:<request id>', as the list's SQL reads it; found through the request_id index.
     */
    async alerts(ids: string[] | undefined) {
      const n = notifications;
      return db
        .select({ request_id: sql<string>`${bloodRequests.request_id}`, donor_id: n.user_id })
        .from(n)
        .innerJoin(bloodRequests, eq(bloodRequests.request_id, n.request_id))
        .where(
          and(
            sql`${n.dedupe_key} = 'alert:' || ${bloodRequests.request_id}::text`,
            ids ? inArray(n.request_id, ids) : openWithPlace,
          ),
        );
    },

    /** A donor's own facts, as the list's SQL reads them (donors ⋈ users); undefined when there is no donor row. */
    async donorFacts(donorId: string) {
      const [row] = await db
        .select(donorStandingColumns)
        .from(donors)
        .innerJoin(users, eq(users.user_id, donors.donor_id))
        .where(eq(donors.donor_id, donorId));
      return row;
    },

    /** The channel this schema's changes are announced on (the same name open_requests_channel() gives). */
    async channel(): Promise<string> {
      const result = (await db.execute(sql`select open_requests_channel() as channel`)) as unknown as {
        rows: Array<{ channel: string }>;
      };
      return result.rows[0]!.channel;
    },
  };
}
export type OpenRequestsQueries = ReturnType<typeof openRequestsQueries>;
export type OpenRequestRow = Awaited<ReturnType<OpenRequestsQueries['openRequests']>>[number];
export type DonorFacts = NonNullable<Awaited<ReturnType<OpenRequestsQueries['donorFacts']>>>;

/**
 * How the view listens on `database`: on PostgreSQL its own LISTEN connection (the relay's, with a heartbeat:
 * realtime/relay.repository.ts), named so it can be told apart; embedded, the database's own client, whose notices
 * arrive with the result of the committing statement (one process). Undefined when that client cannot listen:
 * then there is no view, and the list reads the database.
 */
export function listenerFor(database: DatabaseHandle): Listen | undefined {
  if (database.kind === 'postgres') {
    return postgresListener((database.db as unknown as { $client: { options: pg.ClientConfig } }).$client.options);
  }
  const client = (database.db as unknown as { $client?: EmbeddedClient }).$client;
  if (typeof client?.listen !== 'function') return undefined;
  return async (channel, onNotice) => ({ close: await client.listen(channel, onNotice) });
}

/**
 * A LISTEN connection like `connection`, with the view's short heartbeat: `alive` is false once an answer is
 * overdue (the heartbeat's interval and timeout past the last one), even before the missed answer counts as a loss.
 */
export function postgresListener(connection: pg.ClientConfig): Listen {
  return async (channel, onNotice, onLost) => {
    let answeredAt = Date.now(); // ms
    const onAnswer = () => void (answeredAt = Date.now());
    const named = { ...connection, application_name: listenerName(channel) };
    const listener = await openListener(named, channel, onNotice, onLost, { ...VIEW_HEARTBEAT, onAnswer });
    return {
      close: () => listener.close(),
      alive: () => Date.now() - answeredAt <= VIEW_HEARTBEAT.everyMs + VIEW_HEARTBEAT.timeoutMs,
    };
  };
}

interface EmbeddedClient {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** The application_name of the view's listening connection on PostgreSQL: one name per schema's channel. */
export const listenerName = (channel: string) => `raktsetu-open-requests ${channel.slice(-16)}`;
