import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { donors, patients, towns, users } from '../../db/schema/index.ts';
import { boundingBox, distanceKmSql, eligibleDonorSql, fitDonorSql } from '../requests/sos-search.repository.ts';

/*
 * What donor search reads: the searcher (their group, town and any saved location), a town's centre, and the
 * donors around a point. Matching and eligibility are the SOS search's own SQL pieces, so the two cannot disagree.
 */

/**
 * degrees (~2.2 km north–south, ~2 km east–west across India): donor search measures every distance from the
 * corner of the grid square a donor's saved location falls in, never from the location itself. Whether a donor is
 * listed, their band and their place in the order then depend only on that square, so no number of searches from
 * chosen centres (the browser position may be any point) narrows a donor down further than it.
 */
export const DONOR_SEARCH_GRID_DEG = 0.02;
/** km: the farthest a saved location can be from its grid point (half a square's diagonal, rounded up). */
const GRID_SLACK_KM = 1.6;
const onGrid = (column: SQL) =>
  sql`(round(${column} / ${DONOR_SEARCH_GRID_DEG}::float8) * ${DONOR_SEARCH_GRID_DEG}::float8)`;

export interface DonorSearchQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** Compatible donor group id → rank (0 = the exact group). */
  groupRanks: Map<number, number>;
  /** Only donors also flagged Bombay (hh) may be listed. */
  bombayOnly: boolean;
  /** true / false: only donors with "Available for SOS" on / off; undefined: all. */
  availableForSos: boolean | undefined;
  /** Never listed: the person searching. */
  searcherId: string;
  /** Today in India, 'YYYY-MM-DD'. */
  today: string;
}

/** Where and whom a search is for: the searcher and a town's centre. */
function placeQueries(db: Database) {
  return {
    /** The searcher's own facts that a search may fall back on; undefined for an unknown user. */
    async searcher(userId: string) {
      const [row] = await db
        .select({
          city: users.city,
          state: users.state,
          blood_group_id: patients.blood_group_id,
          is_bombay: sql<boolean>`coalesce(${patients.is_bombay_phenotype}, false)`,
          latitude: donors.latitude,
          longitude: donors.longitude,
        })
        .from(users)
        .leftJoin(patients, eq(patients.patient_id, users.user_id))
        .leftJoin(donors, eq(donors.donor_id, users.user_id))
        .where(eq(users.user_id, userId))
        .limit(1);
      return row;
    },

    /**
     * The centre of the bundled town of this name (any letter case). Several towns share some names: one in
     * `preferState` first, then the most populous.
     */
    async townCentre(name: string, preferState: string | null) {
      const [row] = await db
        .select({ name: towns.name, latitude: towns.latitude, longitude: towns.longitude })
        .from(towns)
        .where(sql`lower(${towns.name}) = lower(${name})`)
        .orderBy(
          ...(preferState ? [sql`lower(${towns.state}) = lower(${preferState}) desc`] : []),
          sql`${towns.population} desc nulls last`,
          asc(towns.town_id),
        )
        .limit(1);
      return row;
    },
  };
}

function donorQueries(db: Database) {
  return {
    /**
     * Donors within the radius who could give the group asked for, fit to donate (a recent donation aside),
     * ordered: by compatibility rank (exact first), eligible today first, available for SOS first, nearest first
     * (donors on one grid point in id order). Distances are from each donor's grid point (DONOR_SEARCH_GRID_DEG);
     * the GiST index on point(lng, lat) finds a box wide enough for that.
     */
    async searchDonors(q: DonorSearchQuery, limit: number) {
      const ids = [...q.groupRanks.keys()];
      if (ids.length === 0) return [];
      const box = boundingBox(q.latitude, q.longitude, q.radiusKm + GRID_SLACK_KM);
      const distance = distanceKmSql(
        onGrid(sql`${donors.latitude}`),
        onGrid(sql`${donors.longitude}`),
        q.latitude,
        q.longitude,
      );
      const rank = sql<number>`case ${donors.blood_group_id} ${sql.join(
        [...q.groupRanks].map(([id, r]) => sql`when ${id}::int then ${r}::float8`),
        sql` `,
      )} else 99 end`;
      const eligibleNow = sql<boolean>`(${eligibleDonorSql(q.today)})`;
      return db
        .select({
          donor_id: donors.donor_id,
          is_available_for_sos: donors.is_available_for_sos,
          full_name: users.full_name,
          city: users.city,
          state: users.state,
          blood_group_id: donors.blood_group_id,
          rank,
          eligible_now: eligibleNow,
          distance_km: distance,
          // For the date a donor who gave recently may give again (packages/shared's eligibility()).
          sex: donors.sex,
          last_donation_date: donors.last_donation_date,
          last_donation_component_id: donors.last_donation_component_id,
        })
        .from(donors)
        .innerJoin(users, eq(users.user_id, donors.donor_id))
        .where(
          and(
            inArray(donors.blood_group_id, ids),
            eq(users.user_type, 'Donor'),
            ne(donors.donor_id, q.searcherId),
            sql`${donors.latitude} is not null and ${donors.longitude} is not null`,
            sql`point(${donors.longitude}, ${donors.latitude}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`,
            sql`${distance} <= ${q.radiusKm}`,
            fitDonorSql(q.today),
            q.availableForSos === undefined ? undefined : eq(donors.is_available_for_sos, q.availableForSos),
            q.bombayOnly ? eq(donors.is_bombay_phenotype, true) : undefined,
          ),
        )
        .orderBy(rank, desc(eligibleNow), desc(donors.is_available_for_sos), distance, asc(donors.donor_id))
        .limit(limit);
    },
  };
}

export function createDonorSearchRepository(db: Database) {
  return { ...placeQueries(db), ...donorQueries(db) };
}
export type DonorSearchRepository = ReturnType<typeof createDonorSearchRepository>;
