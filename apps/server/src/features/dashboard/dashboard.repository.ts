import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findTownCentre } from '../geo/geo.repository.ts';
import { transactional } from '../../db/transactional.ts';
import { bloodRequests, donations, donors, patients, requestResponses, users } from '../../db/schema/index.ts';
import { boundingBox, distanceKmSql, eligibleDonorSql } from '../requests/sos-search.repository.ts';

/** Where and for what blood a patient's "nearby donors" are counted. */
export interface NearbyDonorsQuery {
  latitude: number;
  longitude: number;
  /** km */
  radiusKm: number;
  donorGroupIds: number[];
  recipientIsBombay: boolean;
  /** 'YYYY-MM-DD', India. */
  today: string;
}

/** The patient's own figures: name and place, request counts, latest placed request and blood. */
function patientQueries(db: Database) {
  return {
    async user(userId: string) {
      const [row] = await db
        .select({ full_name: users.full_name, city: users.city, state: users.state })
        .from(users)
        .where(eq(users.user_id, userId));
      return row;
    },

    /** A patient's request counts and the donations recorded for their requests. */
    async patientCounts(patientId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${inArray(bloodRequests.status, ['Open', 'In Progress'])}))::int`,
          donations: sql<number>`(select count(*) from ${donations} d join ${bloodRequests} r
            on r.request_id = d.request_id where r.patient_id = ${patientId})::int`,
        })
        .from(bloodRequests)
        .where(eq(bloodRequests.patient_id, patientId));
      return row ?? { total: 0, active: 0, donations: 0 };
    },

    /** The patient's latest request that has a place: its group, component and coordinates. */
    async latestPlacedRequest(patientId: string) {
      const [row] = await db
        .select({
          blood_group_id: bloodRequests.blood_group_id,
          component_id: bloodRequests.component_id,
          latitude: sql<number>`${bloodRequests.latitude}`,
          longitude: sql<number>`${bloodRequests.longitude}`,
        })
        .from(bloodRequests)
        .where(and(eq(bloodRequests.patient_id, patientId), sql`${bloodRequests.latitude} is not null`))
        .orderBy(desc(bloodRequests.created_at))
        .limit(1);
      return row;
    },

    async patientBlood(patientId: string) {
      const [row] = await db
        .select({ blood_group_id: patients.blood_group_id, is_bombay: patients.is_bombay_phenotype })
        .from(patients)
        .where(eq(patients.patient_id, patientId));
      return row;
    },
  };
}

/** Where donors are: a town's centre and how many compatible donors are near a point. */
function nearbyQueries(db: Database) {
  return {
    /** The centre of the named town (largest population on ties). */
    townCentre: (city: string, state: string | null) => findTownCentre(db, city, state),

    /** Compatible donors who are available, eligible today and within the radius: a count, nothing else. */
    async countNearbyDonors(q: NearbyDonorsQuery) {
      if (q.donorGroupIds.length === 0) return 0;
      const box = boundingBox(q.latitude, q.longitude, q.radiusKm);
      const distance = distanceKmSql(sql`${donors.latitude}`, sql`${donors.longitude}`, q.latitude, q.longitude);
      const [row] = await db
        .select({ n: count() })
        .from(donors)
        .where(
          and(
            inArray(donors.blood_group_id, q.donorGroupIds),
            eq(donors.is_available_for_sos, true),
            sql`${donors.latitude} is not null and ${donors.longitude} is not null`,
            sql`point(${donors.longitude}, ${donors.latitude}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`,
            sql`${distance} <= ${q.radiusKm}`,
            eligibleDonorSql(q.today),
            q.recipientIsBombay ? eq(donors.is_bombay_phenotype, true) : undefined,
          ),
        );
      return row?.n ?? 0;
    },
  };
}

function donorQueries(db: Database) {
  return {
    /** A donor's health fields (for the shared eligibility rule) and their giving counts. */
    async donorFigures(donorId: string) {
      const [row] = await db
        .select({
          sex: donors.sex,
          date_of_birth: donors.date_of_birth,
          weight_kg: donors.weight_kg,
          hemoglobin_g_dl: donors.hemoglobin_g_dl,
          last_donation_date: donors.last_donation_date,
          last_donation_component_id: donors.last_donation_component_id,
          donations_given: sql<number>`(select count(*) from ${donations} d where d.donor_id = ${donorId})::int`,
          requests_answered: sql<number>`(select count(*) from ${requestResponses} r
            where r.donor_id = ${donorId} and r.response = 'accept')::int`,
        })
        .from(donors)
        .where(eq(donors.donor_id, donorId));
      return row;
    },
  };
}

function queries(db: Database) {
  return { ...patientQueries(db), ...nearbyQueries(db), ...donorQueries(db) };
}

export const createDashboardRepository = (db: Database) => transactional(db, queries);
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
