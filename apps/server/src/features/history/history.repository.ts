import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import {
  bloodBanks,
  bloodComponents,
  bloodGroups,
  bloodRequests,
  donations,
  donors,
  requestEvents,
  users,
} from '../../db/schema/index.ts';
import { donorHealthColumns } from '../requests/sos-search.repository.ts';

/*
 * What history and certificates read: a donor's donations with where they were given (never the patient's
 * name), a patient's requests with how they ended, and the certificate codes.
 */

const patientUser = alias(users, 'patient_user');
const donorUser = alias(users, 'donor_user');

/** The donation columns history and certificates show; `place` is the bank, else the hospital, else the town. */
const donationColumns = {
  donation_id: donations.donation_id,
  donor_id: donations.donor_id,
  donor_name: donorUser.full_name,
  donation_date: donations.donation_date,
  component: bloodComponents.component_name,
  place: sql<string | null>`coalesce(${bloodBanks.name}, ${bloodRequests.hospital_name}, ${patientUser.city})`,
  city: sql<string | null>`coalesce(${bloodBanks.city}, ${patientUser.city})`,
  request_id: donations.request_id,
  confirmed_by: donations.confirmed_by,
  certificate_code: donations.certificate_code,
};

function donationsJoined(db: Database) {
  return db
    .select(donationColumns)
    .from(donations)
    .innerJoin(donorUser, eq(donorUser.user_id, donations.donor_id))
    .innerJoin(bloodComponents, eq(bloodComponents.component_id, donations.component_id))
    .leftJoin(bloodBanks, eq(bloodBanks.bank_id, donations.bank_id))
    .leftJoin(bloodRequests, eq(bloodRequests.request_id, donations.request_id))
    .leftJoin(patientUser, eq(patientUser.user_id, bloodRequests.patient_id));
}

function queries(db: Database) {
  return {
    donorDonations: (donorId: string) =>
      donationsJoined(db)
        .where(eq(donations.donor_id, donorId))
        .orderBy(desc(donations.donation_date), desc(donations.created_at)),

    async donation(donationId: string) {
      const [row] = await donationsJoined(db).where(eq(donations.donation_id, donationId));
      return row;
    },

    async byCertificateCode(code: string) {
      const [row] = await donationsJoined(db).where(eq(donations.certificate_code, code));
      return row;
    },

    /**
     * Gives each listed donation its new code in one statement, only where none is set yet; returns the donations
     * it set. A code another donation holds fails the whole statement (a unique violation): the caller then goes
     * one by one.
     */
    async setCertificateCodes(codes: Array<{ donationId: string; code: string }>) {
      if (codes.length === 0) return new Map<string, string>();
      const values = sql.join(
        codes.map((c) => sql`(${c.donationId}::uuid, ${c.code})`),
        sql`, `,
      );
      const rows = await db
        .update(donations)
        .set({ certificate_code: sql`v.code` })
        .from(sql`(values ${values}) as v(id, code)`)
        .where(and(sql`${donations.donation_id} = v.id`, isNull(donations.certificate_code)))
        .returning({ id: donations.donation_id, code: donations.certificate_code });
      return new Map(rows.flatMap((r) => (r.code ? [[r.id, r.code] as const] : [])));
    },

    /** Sets the code only where none is set yet; returns the code the donation now has. */
    async setCertificateCode(donationId: string, code: string) {
      const [set] = await db
        .update(donations)
        .set({ certificate_code: code })
        .where(and(eq(donations.donation_id, donationId), isNull(donations.certificate_code)))
        .returning({ code: donations.certificate_code });
      if (set?.code) return set.code;
      const [existing] = await db
        .select({ code: donations.certificate_code })
        .from(donations)
        .where(eq(donations.donation_id, donationId));
      return existing?.code ?? null;
    },

    async donorHealth(donorId: string) {
      const [row] = await db
        .select({
          ...donorHealthColumns,
        })
        .from(donors)
        .where(eq(donors.donor_id, donorId));
      return row;
    },

    /** A patient's requests, newest first, with the donations recorded and when each was closed. */
    patientRequests: (patientId: string) =>
      db
        .select({
          request_id: bloodRequests.request_id,
          created_at: bloodRequests.created_at,
          blood_group: bloodGroups.group_name,
          component: bloodComponents.component_name,
          urgency: bloodRequests.urgency,
          status: bloodRequests.status,
          units_required: bloodRequests.units_required,
          units_received: sql<number>`(select count(*) from ${donations} d
            where d.request_id = ${bloodRequests.request_id})::int`,
          donors: sql<number>`(select count(distinct d.donor_id) from ${donations} d
            where d.request_id = ${bloodRequests.request_id})::int`,
          // ISO text in UTC: both drivers hand it back unchanged.
          closed_at: sql<string | null>`(select to_char(max(e.created_at) at time zone 'UTC',
              'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from ${requestEvents} e
            where e.request_id = ${bloodRequests.request_id} and e.type in ('fulfilled', 'cancelled'))`,
        })
        .from(bloodRequests)
        .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, bloodRequests.blood_group_id))
        .innerJoin(bloodComponents, eq(bloodComponents.component_id, bloodRequests.component_id))
        .where(eq(bloodRequests.patient_id, patientId))
        .orderBy(desc(bloodRequests.created_at)),
  };
}

export const createHistoryRepository = (db: Database) => transactional(db, queries);
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
