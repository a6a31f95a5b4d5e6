import { APHERESIS_COMPONENT_IDS, ELIGIBILITY, donationIntervalDays } from '@raktsetu/shared';
import { and, asc, eq, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bloodRequests, donors, notifications } from '../../db/schema/index.ts';

/*
 * What the SOS fan-out and its widening read and write: the donors a request should alert (compatible, eligible,
 * available, in reach), their contacts, and the SOS requests due to reach further. Part of the requests
 * repository (its queries join the same transaction).
 */

/** Exact great-circle distance in km (haversine, R = 6371), as SQL; `roundedKm` gives the 2 decimals shown. */
export function distanceKmSql(
  lat: SQLWrapper | number,
  lng: SQLWrapper | number,
  toLat: SQLWrapper | number,
  toLng: SQLWrapper | number,
): SQL<number> {
  return sql<number>`(12742 * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${toLat}::float8) / 2), 2) +
    cos(radians(${toLat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lng} - ${toLng}::float8) / 2), 2)
  ))))`;
}

/** Round a distance to the 2 decimals the product shows. */
export const roundedKm = (distance: SQL<number>) => sql<number>`round(${distance}::numeric, 2)::float8`;

/** A lat/lng box that contains the circle of `radiusKm` around the point (the index narrows, the distance decides). */
export function boundingBox(lat: number, lng: number, radiusKm: number) {
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

/**
 * The donors who may give blood on `today` ('YYYY-MM-DD'), as an SQL condition on `donors`: the same rules as
 * the pure `eligibility()` of packages/shared, built from its constants (an unknown value never excludes).
 */
export function eligibleDonorSql(today: string): SQL {
  return sql`(${restedDonorSql(today)}) and (${fitDonorSql(today)})`;
}

/** Rested enough since the last donation on `today`: the part of eligibility that time alone changes. */
export function restedDonorSql(today: string): SQL {
  const day = sql`${today}::date`;
  const interval = (health: Parameters<typeof donationIntervalDays>[0]) =>
    sql.raw(String(donationIntervalDays(health)));
  // Whole days after the last donation before the next: after apheresis, or after whole blood by sex.
  const restDays = sql`case
    when ${inArray(donors.last_donation_component_id, [...APHERESIS_COMPONENT_IDS])} then ${interval({ last_donation_component_id: APHERESIS_COMPONENT_IDS[0] ?? null })}
    when ${donors.sex} = 'male' then ${interval({ sex: 'male' })}
    when ${donors.sex} = 'female' then ${interval({ sex: 'female' })}
    else ${interval({ sex: null })} end`;
  return sql`${donors.last_donation_date} is null or ${donors.last_donation_date} + (${restDays}) <= ${day}`;
}

/** Age, weight and haemoglobin allow a donation on `today` (the rest of eligibility, besides the interval). */
export function fitDonorSql(today: string): SQL {
  const day = sql`${today}::date`;
  // Age in whole years stays within [minAge, maxAge]: born on or before today − minAge years, after today − (maxAge + 1).
  const youngest = sql.raw(`'${ELIGIBILITY.minAge} years'`);
  const oldest = sql.raw(`'${ELIGIBILITY.maxAge + 1} years'`);
  return sql`(${donors.date_of_birth} is null or (${donors.date_of_birth} <= ${day} - interval ${youngest}
      and ${donors.date_of_birth} > ${day} - interval ${oldest}))
    and (${donors.weight_kg} is null or ${donors.weight_kg} >= ${ELIGIBILITY.minWeightKg})
    and (${donors.hemoglobin_g_dl} is null or ${donors.hemoglobin_g_dl} >= ${ELIGIBILITY.minHaemoglobin})`;
}

/** The donor fields the shared eligibility rule (`eligibility()` in packages/shared) reads, as Drizzle columns. */
export const donorHealthColumns = {
  sex: donors.sex,
  date_of_birth: donors.date_of_birth,
  weight_kg: donors.weight_kg,
  hemoglobin_g_dl: donors.hemoglobin_g_dl,
  last_donation_date: donors.last_donation_date,
  last_donation_component_id: donors.last_donation_component_id,
};

/**
 * Donors who could give to a recipient at a place today: of a compatible group, available, with a saved location
 * within `radiusKm` (the GiST index on point(longitude, latitude) finds the box), eligible, and Bombay-phenotype
 * when the recipient is. `distance` is the exact km expression, for ordering or a finer filter.
 */
export function donorsWithinReachSql(q: {
  groupIds: number[];
  latitude: number;
  longitude: number;
  radiusKm: number;
  today: string;
  recipientIsBombay: boolean;
}) {
  const box = boundingBox(q.latitude, q.longitude, q.radiusKm);
  const distance = distanceKmSql(sql`${donors.latitude}`, sql`${donors.longitude}`, q.latitude, q.longitude);
  const where = and(
    inArray(donors.blood_group_id, q.groupIds),
    eq(donors.is_available_for_sos, true),
    sql`${donors.latitude} is not null and ${donors.longitude} is not null`,
    sql`point(${donors.longitude}, ${donors.latitude}) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`,
    sql`${distance} <= ${q.radiusKm}`,
    eligibleDonorSql(q.today),
    q.recipientIsBombay ? eq(donors.is_bombay_phenotype, true) : undefined,
  );
  return { where, distance };
}

export interface DonorMatchQuery {
  requestId: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** Compatible donor group id → rank (0 = exact group). */
  groupRanks: Map<number, number>;
  recipientIsBombay: boolean;
  /** Today in India, 'YYYY-MM-DD'. */
  today: string;
  /** A donor already alerted this many times by this patient's requests since `alertsSince` is skipped. */
  patientId: string;
  maxAlertsFromPatient: number;
  alertsSince: Date;
  /**
   * When the request was made, and the instant a saved location has settled by (now − LOCATION_SETTLES_AFTER_MS):
   * a location saved after the request counts only once settled, so moving next to an open SOS and waiting for it
   * to widen does not earn an alert (docs/decisions/0007-who-may-act-on-a-request.md).
   */
  requestCreatedAt: Date;
  settledBefore: Date;
}

/**
 * How many request alerts `donorId` (SQL) has had from this patient's requests since `since`: what the per-patient
 * daily cap counts, per donor, as the fan-out checks it again when it writes a batch, under the patient's lock
 * (sos-alert.repository.ts), so two fan-outs of one patient at once cannot both spend the same place. The search
 * checks the same rule for all donors at once (cappedByPatientSql).
 */
export function alertsFromPatientSql(donorId: SQL, patientId: string, since: Date): SQL<number> {
  return sql<number>`(select count(*) from ${notifications} n join ${bloodRequests} r on r.request_id = n.request_id
    where n.user_id = ${donorId} and n.kind = 'request_alert' and n.sent_at > ${since.toISOString()}::timestamptz
      and r.patient_id = ${patientId}::uuid)`;
}

/** The donors who have had `max` request alerts or more from this patient's requests since `since`: the cap as a set. */
function cappedByPatientSql(patientId: string, since: Date, max: number): SQL {
  return sql`select n.user_id from ${notifications} n join ${bloodRequests} r on r.request_id = n.request_id
    where r.patient_id = ${patientId}::uuid and n.kind = 'request_alert' and n.sent_at > ${since.toISOString()}::timestamptz
    group by n.user_id having count(*) >= ${max}`;
}

/**
 * The donors a request should alert, as SQL over `donors`: compatible, eligible today, available, within the
 * radius, not alerted for this request yet, and under the per-patient cap. `order` is exact group first, then
 * nearest first; the GiST index on point(longitude, latitude) finds the box. Null when no group is compatible.
 */
export function matchingDonorsSql(q: DonorMatchQuery) {
  const ids = [...q.groupRanks.keys()];
  if (ids.length === 0) return null;
  const reach = donorsWithinReachSql({ ...q, groupIds: ids });
  const distance = reach.distance;
  const rank = sql<number>`case ${donors.blood_group_id} ${sql.join(
    [...q.groupRanks].map(([id, r]) => sql`when ${id}::int then ${r}::float8`),
    sql` `,
  )} else 99 end`;
  const where = and(
    reach.where,
    sql`(${donors.location_updated_at} is null or ${donors.location_updated_at} <= ${q.settledBefore.toISOString()}::timestamptz
          or ${donors.location_updated_at} <= ${q.requestCreatedAt.toISOString()}::timestamptz)`,
    // Both as sets the planner can hash once (this request's alerts; the patient's capped donors), not a count
    // per donor: 10,000 donors cost two scans of small sets instead of 20,000 index probes.
    sql`not exists (select 1 from ${notifications} n where n.request_id = ${q.requestId}::uuid
          and n.dedupe_key = ${`alert:${q.requestId}`} and n.user_id = ${donors.donor_id})`,
    sql`not exists (select 1 from (${cappedByPatientSql(q.patientId, q.alertsSince, q.maxAlertsFromPatient)}) capped
          where capped.user_id = ${donors.donor_id})`,
  );
  return { where, distance, order: sql`${rank}, ${distance}` };
}

/** Finding the donors to alert for a request (the fan-out itself alerts them in one statement: sos-alert.repository.ts). */
function donorSearchQueries(db: Database) {
  return {
    /** Donors to alert, exact group first, then nearest first (the donor-search benchmark times this). */
    async findMatchingDonors(q: DonorMatchQuery, limit: number) {
      const match = matchingDonorsSql(q);
      if (!match) return [];
      return db
        .select({
          donor_id: donors.donor_id,
          blood_group_id: donors.blood_group_id,
          email_alerts: donors.email_alerts,
          distance_km: roundedKm(match.distance),
        })
        .from(donors)
        .where(match.where)
        .orderBy(match.order)
        .limit(limit);
    },
  };
}

/** Widening an open SOS request's search radius on schedule. */
function wideningQueries(db: Database) {
  return {
    dueWidenings: (now: Date, limit: number) =>
      db
        .select({
          request_id: bloodRequests.request_id,
          search_radius_km: bloodRequests.search_radius_km,
          patient_id: bloodRequests.patient_id,
        })
        .from(bloodRequests)
        .where(
          and(
            eq(bloodRequests.status, 'Open'),
            eq(bloodRequests.urgency, 'SOS'),
            lte(bloodRequests.next_widen_at, now),
          ),
        )
        .orderBy(asc(bloodRequests.next_widen_at))
        .limit(limit),
    /** Widens from `fromKm` only once, even if two workers try. */
    async widen(requestId: string, fromKm: number, toKm: number, nextWidenAt: Date | null, now: Date) {
      const rows = await db
        .update(bloodRequests)
        .set({ search_radius_km: toKm, next_widen_at: nextWidenAt, updated_at: now })
        .where(
          and(
            eq(bloodRequests.request_id, requestId),
            eq(bloodRequests.search_radius_km, fromKm),
            eq(bloodRequests.status, 'Open'),
          ),
        )
        .returning({ id: bloodRequests.request_id });
      return rows.length > 0;
    },
    async stopWidening(requestId: string) {
      await db.update(bloodRequests).set({ next_widen_at: null }).where(eq(bloodRequests.request_id, requestId));
    },
  };
}

export function sosSearchQueries(db: Database) {
  return { ...donorSearchQueries(db), ...wideningQueries(db) };
}
