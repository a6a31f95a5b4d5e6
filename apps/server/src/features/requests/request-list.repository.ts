import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  bloodComponents,
  bloodGroups,
  bloodRequests,
  notifications,
  patients,
  requestResponses,
  users,
} from '../../db/schema/index.ts';
import { boundingBox, distanceKmSql, roundedKm } from './sos-search.repository.ts';

/*
 * How requests are read for lists: the columns every view starts from, the status/urgency/group filters, and the
 * donor's list (what a donor may see, nearest first). Part of the requests repository.
 */

export interface RequestFilters {
  status?: string | undefined;
  urgency?: string | undefined;
  bloodGroupId?: number | undefined;
  /** km: donors only — just the requests within this distance they have not answered yet. */
  nearbyKm?: number | undefined;
}

const requestColumns = {
  request_id: bloodRequests.request_id,
  patient_id: bloodRequests.patient_id,
  blood_group_id: bloodRequests.blood_group_id,
  blood_group: bloodGroups.group_name,
  component_id: bloodRequests.component_id,
  component: bloodComponents.component_name,
  units_required: bloodRequests.units_required,
  urgency: bloodRequests.urgency,
  status: bloodRequests.status,
  hospital_name: bloodRequests.hospital_name,
  hospital_address: bloodRequests.hospital_address,
  latitude: bloodRequests.latitude,
  longitude: bloodRequests.longitude,
  notes: bloodRequests.notes,
  search_radius_km: bloodRequests.search_radius_km,
  next_widen_at: bloodRequests.next_widen_at,
  created_at: bloodRequests.created_at,
  patient_name: users.full_name,
  patient_phone: users.phone_number,
  city: users.city,
};

export function filtersSql(f: RequestFilters): SQL | undefined {
  return and(
    f.status ? eq(bloodRequests.status, f.status) : undefined,
    f.urgency ? eq(bloodRequests.urgency, f.urgency) : undefined,
    f.bloodGroupId ? eq(bloodRequests.blood_group_id, f.bloodGroupId) : undefined,
  );
}

/** The request columns with the group, component and patient joined, plus `extra`. */
export function joinedRequests<T extends SelectedFields>(db: Database, extra: T) {
  return db
    .select({ ...requestColumns, ...extra })
    .from(bloodRequests)
    .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, bloodRequests.blood_group_id))
    .innerJoin(bloodComponents, eq(bloodComponents.component_id, bloodRequests.component_id))
    .innerJoin(users, eq(users.user_id, bloodRequests.patient_id));
}

/** The requests a donor may see. */
export function donorListQueries(db: Database) {
  const joined = <T extends SelectedFields>(extra: T) => joinedRequests(db, extra);
  return {
    /**
     * Open and In Progress requests a donor may see, nearest first: those they were alerted for or answered, and,
     * while they are available, those whose current search radius reaches them. `pairs` lists the (recipient
     * group, component) pairs the donor's group is compatible with; `radiusKm` bounds the search box.
     */
    async listForDonor(
      donor: {
        donorId: string;
        latitude: number;
        longitude: number;
        isBombay: boolean;
        available: boolean;
        /** Requests created before this count by distance (see locationSettled in donor-reach.ts). */
        locationCountsFrom: Date;
      },
      pairs: Array<[number, number]>,
      radiusKm: number,
      filters: RequestFilters,
      limit: number,
      offset: number,
    ) {
      const box = boundingBox(donor.latitude, donor.longitude, radiusKm);
      const distance = distanceKmSql(
        sql`${bloodRequests.latitude}`,
        sql`${bloodRequests.longitude}`,
        donor.latitude,
        donor.longitude,
      );
      const pairList = sql.join(
        pairs.map(([g, c]) => sql`(${g}::int, ${c}::int)`),
        sql`, `,
      );
      const where = and(
        inArray(bloodRequests.status, filters.status ? [filters.status] : ['Open', 'In Progress']),
        filters.status && !['Open', 'In Progress'].includes(filters.status) ? sql`false` : undefined,
        filters.urgency ? eq(bloodRequests.urgency, filters.urgency) : undefined,
        filters.bloodGroupId ? eq(bloodRequests.blood_group_id, filters.bloodGroupId) : undefined,
        pairs.length > 0
          ? sql`(${bloodRequests.blood_group_id}, ${bloodRequests.component_id}) in (${pairList})`
          : sql`false`,
        isNotNull(bloodRequests.latitude),
        sql`${bloodRequests.latitude} between ${box.minLat} and ${box.maxLat}`,
        sql`${bloodRequests.longitude} between ${box.minLng} and ${box.maxLng}`,
        donor.isBombay ? undefined : sql`coalesce(${patients.is_bombay_phenotype}, false) = false`,
        filters.nearbyKm === undefined
          ? undefined
          : sql`${distance} <= ${filters.nearbyKm} and not exists (select 1 from ${requestResponses} r
              where r.request_id = ${bloodRequests.request_id} and r.donor_id = ${donor.donorId})`,
        sql`(exists (select 1 from ${notifications} n where n.user_id = ${donor.donorId}
              and n.dedupe_key = 'alert:' || ${bloodRequests.request_id}::text)
            or exists (select 1 from ${requestResponses} r where r.request_id = ${bloodRequests.request_id}
              and r.donor_id = ${donor.donorId})
            or (${donor.available} and ${distance} <= ${bloodRequests.search_radius_km}
              and ${bloodRequests.created_at} > ${donor.locationCountsFrom.toISOString()}::timestamptz))`,
      );
      const rows = await joined({
        distance_km: roundedKm(distance),
        my_response: requestResponses.response,
      })
        .leftJoin(patients, eq(patients.patient_id, bloodRequests.patient_id))
        .leftJoin(
          requestResponses,
          and(eq(requestResponses.request_id, bloodRequests.request_id), eq(requestResponses.donor_id, donor.donorId)),
        )
        .where(where)
        .orderBy(distance, desc(bloodRequests.created_at))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(bloodRequests)
        .leftJoin(patients, eq(patients.patient_id, bloodRequests.patient_id))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
