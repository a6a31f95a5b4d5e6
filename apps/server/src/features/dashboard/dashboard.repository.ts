import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { findTownCentre } from '../geo/geo.repository.ts';
import { transactional } from '../../db/transactional.ts';
import { bloodRequests, donations, donors, patients, requestResponses, users } from '../../db/schema/index.ts';
import { donorHealthColumns, donorsWithinReachSql } from '../requests/sos-search.repository.ts';

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

/** The patient's home in one statement: name and place, blood, request counts and latest placed request. */
function patientQueries(db: Database) {
  return {
    async patientHome(patientId: string) {
      const mine = sql`${bloodRequests.patient_id} = ${patientId}`;
      const [row] = await db
        .select({
          full_name: users.full_name,
          city: users.city,
          state: users.state,
          blood_group_id: patients.blood_group_id,
          is_bombay: patients.is_bombay_phenotype,
          total: sql<number>`(select count(*) from ${bloodRequests} where ${mine})::int`,
          active: sql<number>`(select count(*) from ${bloodRequests} where ${mine}
            and ${inArray(bloodRequests.status, ['Open', 'In Progress'])})::int`,
          donations: sql<number>`(select count(*) from ${donations} d join ${bloodRequests} r
            on r.request_id = d.request_id where r.patient_id = ${patientId})::int`,
          // The latest request that has a place: its group, component and coordinates, as one JSON value (null: none).
          latest: sql<LatestPlaced | null>`(select json_build_object('blood_group_id', r.blood_group_id,
              'component_id', r.component_id, 'latitude', r.latitude, 'longitude', r.longitude)
            from ${bloodRequests} r where r.patient_id = ${patientId} and r.latitude is not null
            order by r.created_at desc limit 1)`,
        })
        .from(users)
        .leftJoin(patients, eq(patients.patient_id, users.user_id))
        .where(eq(users.user_id, patientId));
      return row;
    },
  };
}

interface LatestPlaced {
  blood_group_id: number;
  component_id: number;
  latitude: number;
  longitude: number;
}

/** Where donors are: a town's centre and how many compatible donors are near a point. */
function nearbyQueries(db: Database) {
  return {
    /** The centre of the named town (largest population on ties). */
    townCentre: (city: string, state: string | null) => findTownCentre(db, city, state),

    /** Compatible donors who are available, eligible today and within the radius: a count, nothing else. */
    async countNearbyDonors(q: NearbyDonorsQuery) {
      if (q.donorGroupIds.length === 0) return 0;
      const { where } = donorsWithinReachSql({ ...q, groupIds: q.donorGroupIds });
      const [row] = await db.select({ n: count() }).from(donors).where(where);
      return row?.n ?? 0;
    },
  };
}

function donorQueries(db: Database) {
  return {
    /** The donor's name, health fields (for the shared eligibility rule) and giving counts, in one statement. */
    async donorHome(donorId: string) {
      const [row] = await db
        .select({
          full_name: users.full_name,
          ...donorHealthColumns,
          donations_given: sql<number>`(select count(*) from ${donations} d where d.donor_id = ${donorId})::int`,
          requests_answered: sql<number>`(select count(*) from ${requestResponses} r
            where r.donor_id = ${donorId} and r.response = 'accept')::int`,
        })
        .from(users)
        .leftJoin(donors, eq(donors.donor_id, users.user_id))
        .where(eq(users.user_id, donorId));
      return row;
    },
  };
}

function queries(db: Database) {
  return { ...patientQueries(db), ...nearbyQueries(db), ...donorQueries(db) };
}

export const createDashboardRepository = (db: Database) => transactional(db, queries);
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
