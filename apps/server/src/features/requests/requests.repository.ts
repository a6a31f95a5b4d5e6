import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { findTownCentre } from '../geo/geo.repository.ts';
import { transactional } from '../../db/transactional.ts';
import {
  bloodGroups,
  bloodRequests,
  donations,
  donors,
  notifications,
  patients,
  requestEvents,
  requestResponses,
  users,
} from '../../db/schema/index.ts';
import { enqueue, type OutboxMessage } from '../../outbox/outbox.repository.ts';
import { donorListQueries } from './request-donor-list.repository.ts';
import { donorStandingColumns, joinedRequests, patientListQueries } from './request-list.repository.ts';
import { sosSearchQueries } from './sos-search.repository.ts';

export type { RequestFilters } from './request-list.repository.ts';

/** Requests: create, find, list for their patient, and move through their statuses. */
function requestQueries(db: Database) {
  const joined = <T extends SelectedFields>(extra: T) => joinedRequests(db, extra);
  return {
    async insertRequest(values: typeof bloodRequests.$inferInsert) {
      const [row] = await db.insert(bloodRequests).values(values).returning({ request_id: bloodRequests.request_id });
      if (!row) throw new Error('insert blood_requests returned nothing');
      return row.request_id;
    },
    async findIdByIdempotencyKey(patientId: string, key: string) {
      const [row] = await db
        .select({ request_id: bloodRequests.request_id })
        .from(bloodRequests)
        .where(and(eq(bloodRequests.patient_id, patientId), eq(bloodRequests.idempotency_key, key)));
      return row?.request_id;
    },
    async findRequest(requestId: string) {
      const [row] = await joined({
        emergency_contact: patients.emergency_contact,
        is_bombay: sql<boolean>`coalesce(${patients.is_bombay_phenotype}, false)`,
      })
        .leftJoin(patients, eq(patients.patient_id, bloodRequests.patient_id))
        .where(eq(bloodRequests.request_id, requestId));
      return row;
    },
    /**
     * Takes the patient's request-creation lock for the rest of the transaction (so concurrent creates are
     * counted one after another), then counts their open SOS requests and the requests created since `since`.
     */
    async lockAndCountRequests(patientId: string, since: Date) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`requests:${patientId}`}))`);
      const [row] = await db
        .select({
          open_sos: sql<number>`count(*) filter (where ${bloodRequests.urgency} = 'SOS'
            and ${bloodRequests.status} in ('Open', 'In Progress'))::int`,
          recent: sql<number>`count(*) filter (where ${bloodRequests.created_at} > ${since.toISOString()}::timestamptz)::int`,
          oldest_recent: sql<
            string | null
          >`min(${bloodRequests.created_at}) filter (where ${bloodRequests.created_at} > ${since.toISOString()}::timestamptz)`,
        })
        .from(bloodRequests)
        .where(eq(bloodRequests.patient_id, patientId));
      return {
        openSos: Number(row?.open_sos ?? 0),
        recent: Number(row?.recent ?? 0),
        oldestRecent: row?.oldest_recent ? new Date(row.oldest_recent) : null,
      };
    },
    /** Moves the status only from one of `from`; false when it was not in one of them (someone got there first). */
    async transition(requestId: string, from: string[], to: string, now: Date) {
      const closing = to === 'Fulfilled' || to === 'Cancelled';
      const rows = await db
        .update(bloodRequests)
        .set({ status: to, updated_at: now, ...(closing ? { closed_at: now, next_widen_at: null } : {}) })
        .where(and(eq(bloodRequests.request_id, requestId), inArray(bloodRequests.status, from)))
        .returning({ id: bloodRequests.request_id });
      return rows.length > 0;
    },
  };
}

/** Donors' answers to a request. */
function responseQueries(db: Database) {
  return {
    async reach(requestId: string) {
      const [alerts] = await db
        .select({
          alerted: count(),
          seen: sql<number>`count(*) filter (where ${notifications.read_at} is not null or ${notifications.status} <> 'Sent')::int`,
        })
        .from(notifications)
        .where(and(eq(notifications.request_id, requestId), eq(notifications.kind, 'request_alert')));
      const [answers] = await db
        .select({
          accepted: sql<number>`count(*) filter (where ${requestResponses.response} = 'accept')::int`,
          declined: sql<number>`count(*) filter (where ${requestResponses.response} = 'decline')::int`,
        })
        .from(requestResponses)
        .where(eq(requestResponses.request_id, requestId));
      return {
        donors_alerted: Number(alerts?.alerted ?? 0),
        donors_seen: Number(alerts?.seen ?? 0),
        accepted: Number(answers?.accepted ?? 0),
        declined: Number(answers?.declined ?? 0),
      };
    },
    acceptedDonors(requestId: string) {
      return db
        .select({
          donor_id: requestResponses.donor_id,
          full_name: users.full_name,
          phone_number: users.phone_number,
          blood_group: bloodGroups.group_name,
          latitude: donors.latitude,
          longitude: donors.longitude,
          accepted_at: requestResponses.created_at,
          message: requestResponses.message,
        })
        .from(requestResponses)
        .innerJoin(users, eq(users.user_id, requestResponses.donor_id))
        .innerJoin(donors, eq(donors.donor_id, requestResponses.donor_id))
        .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, donors.blood_group_id))
        .where(and(eq(requestResponses.request_id, requestId), eq(requestResponses.response, 'accept')))
        .orderBy(asc(requestResponses.created_at));
    },
    /** Whether the donor was alerted for the request, and their answer if they gave one. */
    async donorTies(requestId: string, donorId: string) {
      const [alert] = await db
        .select({ id: notifications.notification_id })
        .from(notifications)
        .where(and(eq(notifications.user_id, donorId), eq(notifications.dedupe_key, `alert:${requestId}`)));
      const [answer] = await db
        .select({ response: requestResponses.response })
        .from(requestResponses)
        .where(and(eq(requestResponses.request_id, requestId), eq(requestResponses.donor_id, donorId)));
      return { alerted: Boolean(alert), response: (answer?.response ?? null) as 'accept' | 'decline' | null };
    },
    /** False when this donor already answered (one answer per donor). */
    async insertResponse(values: typeof requestResponses.$inferInsert) {
      const rows = await db.insert(requestResponses).values(values).onConflictDoNothing().returning();
      return rows.length > 0;
    },
    async donorIdsWithResponse(requestId: string, response: 'accept' | 'decline') {
      const rows = await db
        .select({ id: requestResponses.donor_id })
        .from(requestResponses)
        .where(and(eq(requestResponses.request_id, requestId), eq(requestResponses.response, response)));
      return rows.map((r) => r.id);
    },
  };
}

/** The alerts a request has sent. */
function alertQueries(db: Database) {
  return {
    async countAlerts(requestId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.request_id, requestId), eq(notifications.kind, 'request_alert')));
      return row?.n ?? 0;
    },
    async alertedDonorIds(requestId: string) {
      const rows = await db
        .select({ id: notifications.user_id })
        .from(notifications)
        .where(and(eq(notifications.request_id, requestId), eq(notifications.kind, 'request_alert')));
      return rows.map((r) => r.id);
    },
  };
}

/** The request timeline. */
function eventQueries(db: Database) {
  return {
    timeline: (requestId: string) =>
      db
        .select()
        .from(requestEvents)
        .where(eq(requestEvents.request_id, requestId))
        .orderBy(asc(requestEvents.event_id)),
    async insertEvent(requestId: string, type: string, data: Record<string, unknown>, now: Date) {
      await db.insert(requestEvents).values({ request_id: requestId, type, data, created_at: now });
    },
    async hasEvent(requestId: string, type: string, radiusKm: number) {
      const [row] = await db
        .select({ id: requestEvents.event_id })
        .from(requestEvents)
        .where(
          and(
            eq(requestEvents.request_id, requestId),
            eq(requestEvents.type, type),
            sql`(${requestEvents.data} ->> 'radius_km')::int = ${radiusKm}`,
          ),
        );
      return Boolean(row);
    },
  };
}

/** Donors, patients and towns as the request rules read them. */
function peopleQueries(db: Database) {
  return {
    async donorProfile(donorId: string) {
      const [row] = await db
        .select(donorStandingColumns)
        .from(donors)
        .innerJoin(users, eq(users.user_id, donors.donor_id))
        .where(eq(donors.donor_id, donorId));
      return row;
    },
    async patientProfile(patientId: string) {
      const [row] = await db
        .select({
          blood_group_id: patients.blood_group_id,
          is_bombay: patients.is_bombay_phenotype,
          city: users.city,
          state: users.state,
          full_name: users.full_name,
          is_verified: users.is_verified,
        })
        .from(users)
        .leftJoin(patients, eq(patients.patient_id, users.user_id))
        .where(eq(users.user_id, patientId));
      return row;
    },
    /** The centre of a named town (largest population on ties), to place a request sent without coordinates. */
    townLocation: (city: string, state: string | null) => findTownCentre(db, city, state),
  };
}

/** The donations a fulfilled request records. */
function donationQueries(db: Database) {
  return {
    /** Records the named donors' donations (confirmed by the patient); returns the ids of those new now. */
    async recordDonations(donorIds: string[], requestId: string, componentId: number, date: string, by: string) {
      const written = await db
        .insert(donations)
        .values(
          donorIds.map((donor_id) => ({
            donor_id,
            request_id: requestId,
            component_id: componentId,
            donation_date: date,
            confirmed_by: 'patient',
            confirmed_by_user: by,
          })),
        )
        .onConflictDoNothing()
        .returning({ donation_id: donations.donation_id, donor_id: donations.donor_id });
      await db
        .update(donors)
        .set({ last_donation_date: date, last_donation_component_id: componentId, updated_at: sql`now()` })
        .where(
          and(
            inArray(donors.donor_id, donorIds),
            sql`(${donors.last_donation_date} is null or ${donors.last_donation_date} <= ${date}::date)`,
          ),
        );
      return written;
    },
  };
}

function queries(db: Database) {
  return {
    ...sosSearchQueries(db),
    ...requestQueries(db),
    ...patientListQueries(db),
    ...donorListQueries(db),
    ...responseQueries(db),
    ...alertQueries(db),
    ...eventQueries(db),
    ...peopleQueries(db),
    ...donationQueries(db),
    enqueue(message: OutboxMessage, now: Date) {
      return enqueue(db, message, now);
    },
  };
}
export type RequestsQueries = ReturnType<typeof queries>;

export const createRequestsRepository = (db: Database) => transactional(db, queries);
export type RequestsRepository = ReturnType<typeof createRequestsRepository>;
