import { and, desc, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { bloodComponents, bloodGroups, bloodRequests, donors, users } from '../../db/schema/index.ts';
import { donorHealthColumns } from './sos-search.repository.ts';

/*
 * How requests are read for lists: the columns every view starts from, and the patient's own list (the donor's is
 * in request-donor-list.repository.ts). Part of the requests repository.
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

/** A donor as the request rules read them (donor-reach.ts's DonorStanding, plus their name), from donors ⋈ users. */
export const donorStandingColumns = {
  donor_id: donors.donor_id,
  blood_group_id: donors.blood_group_id,
  latitude: donors.latitude,
  longitude: donors.longitude,
  is_bombay: donors.is_bombay_phenotype,
  is_available_for_sos: donors.is_available_for_sos,
  location_updated_at: donors.location_updated_at,
  ...donorHealthColumns,
  full_name: users.full_name,
};

/** The request columns with the group, component and patient joined, plus `extra`. */
export function joinedRequests<T extends SelectedFields>(db: Database, extra: T) {
  return db
    .select({ ...requestColumns, ...extra })
    .from(bloodRequests)
    .innerJoin(bloodGroups, eq(bloodGroups.blood_group_id, bloodRequests.blood_group_id))
    .innerJoin(bloodComponents, eq(bloodComponents.component_id, bloodRequests.component_id))
    .innerJoin(users, eq(users.user_id, bloodRequests.patient_id));
}

/** The patient's own requests, newest first, with the total in the same statement; the filters are parameters. */
function preparePatientList(db: Database) {
  const r = bloodRequests;
  const status = sql.placeholder('status');
  const urgency = sql.placeholder('urgency');
  const groupId = sql.placeholder('groupId');
  return joinedRequests(db, { total: sql<number>`(count(*) over ())::int` })
    .where(
      and(
        eq(r.patient_id, sql.placeholder('patientId')),
        sql`(${status}::text is null or ${r.status} = ${status}::text)
          and (${urgency}::text is null or ${r.urgency} = ${urgency}::text)
          and (${groupId}::int is null or ${r.blood_group_id} = ${groupId}::int)`,
      ),
    )
    .orderBy(desc(r.created_at))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('requests_patient_list');
}

export function patientListQueries(db: Database) {
  let prepared: ReturnType<typeof preparePatientList> | undefined;
  return {
    /** A page of the patient's requests (nearbyKm does not apply: a patient always sees their own) and the total. */
    async listForPatient(patientId: string, filters: RequestFilters, limit: number, offset: number) {
      prepared ??= preparePatientList(db);
      const params = {
        patientId,
        status: filters.status ?? null,
        urgency: filters.urgency ?? null,
        groupId: filters.bloodGroupId ?? null,
        limit,
        offset,
      };
      let found = await prepared.execute(params);
      if (found.length > 0) return { rows: found.map(({ total: _t, ...row }) => row), total: found[0]!.total };
      // A page past the end carries no total: ask for the first row only to learn it (rare: a stale link).
      if (offset > 0) found = await prepared.execute({ ...params, limit: 1, offset: 0 });
      return { rows: [], total: found[0]?.total ?? 0 };
    },
  };
}
