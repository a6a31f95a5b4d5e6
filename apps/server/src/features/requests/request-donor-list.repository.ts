import { BLOOD_GROUPS, canDonate } from '@raktsetu/shared';
import { and, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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
import { LOCATION_SETTLES_AFTER_MS } from './donor-reach.ts';
import { donorStandingColumns, type RequestFilters } from './request-list.repository.ts';
import { distanceKmSql, roundedKm } from './sos-search.repository.ts';

/*
 * The donor's list of requests in one statement, one round trip: the donor's own row (the service decides
 * eligibility and location from it), the page of requests they may see nearest first, and the total. The distance
 * is computed once per request (lateral `k`), and the search box takes the same `point(lng, lat) <@ box` form and
 * status condition as the partial GiST index on open requests (db/schema/requests.ts), so only open requests
 * around the donor are read. The statement's text never changes (filters are parameters), so it is prepared once.
 */

/**
 * Every (donor group, recipient group, component) a donation may go, coded donor × 100 + recipient × 10 + component
 * into one constant array (ids from our own tables): a hashed `= any` per row, and nothing for the planner to join.
 */
const COMPATIBLE = sql.raw(
  `'{${BLOOD_GROUPS.flatMap((d) =>
    BLOOD_GROUPS.flatMap((r) =>
      [1, 2, 3, 4, 5]
        .filter((c) => canDonate(d.group_name, r.group_name, c))
        .map((c) => d.blood_group_id * 100 + r.blood_group_id * 10 + c),
    ),
  ).join(',')}}'::int[]`,
);

const p = {
  donorId: sql.placeholder('donorId'),
  status: sql.placeholder('status'),
  urgency: sql.placeholder('urgency'),
  groupId: sql.placeholder('groupId'),
  nearbyKm: sql.placeholder('nearbyKm'),
  radiusKm: sql.placeholder('radiusKm'),
  settledBefore: sql.placeholder('settledBefore'),
};

/** The asking donor's row, with the box around them that holds every request whose search could reach them. */
function donorCte(db: Database) {
  const radius = sql`${p.radiusKm}::float8`;
  return db.$with('d').as(
    db
      .select({
        ...donorStandingColumns,
        // See boundingBox: the same box, computed in SQL from the donor's own location.
        min_lat: sql<number>`${donors.latitude} - ${radius} / 111.32`.as('min_lat'),
        max_lat: sql<number>`${donors.latitude} + ${radius} / 111.32`.as('max_lat'),
        d_lng: sql<number>`${radius} / (111.32 * greatest(0.01, cos(radians(${donors.latitude}))))`.as('d_lng'),
      })
      .from(donors)
      .innerJoin(users, eq(users.user_id, donors.donor_id))
      .where(eq(donors.donor_id, p.donorId)),
  );
}

function prepareDonorList(db: Database) {
  const r = bloodRequests;
  const d = donorCte(db);
  // `offset 0` keeps the subquery whole, so the distance is computed once per request, not once per use.
  const k = db
    .select({ km: distanceKmSql(sql`${r.latitude}`, sql`${r.longitude}`, d.latitude, d.longitude).as('km') })
    .from(d)
    .offset(0)
    .as('k');
  const km = sql<number>`${k.km}`;
  // Only the requests table is searched, counted and sorted; names are joined to the page's rows alone.
  const page = db
    .select({
      request_id: r.request_id,
      patient_id: r.patient_id,
      req_group_id: sql<number>`${r.blood_group_id}`.as('req_group_id'),
      component_id: r.component_id,
      units_required: r.units_required,
      urgency: r.urgency,
      status: r.status,
      hospital_name: r.hospital_name,
      hospital_address: r.hospital_address,
      req_latitude: sql<number | null>`${r.latitude}`.as('req_latitude'),
      req_longitude: sql<number | null>`${r.longitude}`.as('req_longitude'),
      notes: r.notes,
      search_radius_km: r.search_radius_km,
      next_widen_at: r.next_widen_at,
      created_at: r.created_at,
      km: sql<number>`${km}`.as('km_exact'),
      distance_km: roundedKm(km).as('distance_km'),
      my_response: requestResponses.response,
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(r)
    .leftJoin(
      requestResponses,
      and(eq(requestResponses.request_id, r.request_id), eq(requestResponses.donor_id, d.donor_id)),
    )
    .crossJoinLateral(k)
    .where(donorMaySeeSql(d, km))
    .orderBy(km, desc(r.created_at))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // The page leaves as one JSON text (one field, read with JSON.parse) rather than 20 rows of 40 typed columns
  // repeating the donor's: on the embedded database, decoding those fields cost a third of the call's CPU.
  const item = sql`json_build_object('request_id', ${page.request_id}, 'patient_id', ${page.patient_id},
    'blood_group_id', ${page.req_group_id}, 'component_id', ${page.component_id},
    'units_required', ${page.units_required}, 'urgency', ${page.urgency}, 'status', ${page.status},
    'hospital_name', ${page.hospital_name}, 'hospital_address', ${page.hospital_address},
    'latitude', ${page.req_latitude}, 'longitude', ${page.req_longitude}, 'notes', ${page.notes},
    'search_radius_km', ${page.search_radius_km}, 'next_widen_at', ${page.next_widen_at},
    'created_at', ${page.created_at}, 'distance_km', ${page.distance_km}, 'my_response', ${page.my_response},
    'total', ${page.total}, 'blood_group', ${bloodGroups.group_name}, 'component', ${bloodComponents.component_name},
    'patient_name', ${users.full_name}, 'patient_phone', ${users.phone_number}, 'city', ${users.city})`;
  const items = db
    .select({ json: sql<string | null>`json_agg(${item} order by ${page.km}, ${page.created_at} desc)::text` })
    .from(page)
    .leftJoin(bloodGroups, eq(bloodGroups.blood_group_id, page.req_group_id))
    .leftJoin(bloodComponents, eq(bloodComponents.component_id, page.component_id))
    .leftJoin(users, eq(users.user_id, page.patient_id));
  return db
    .with(d)
    .select({ donor: fieldsOf(d), page: sql<string | null>`${items}` })
    .from(d)
    .prepare('requests_donor_list');
}

type DonorCte = Record<
  | 'donor_id'
  | 'blood_group_id'
  | 'latitude'
  | 'longitude'
  | 'is_bombay'
  | 'is_available_for_sos'
  | 'location_updated_at'
  | 'min_lat'
  | 'max_lat'
  | 'd_lng',
  SQLWrapper
>;

/** The requests the donor `d` may see (the same rule as donorReach in donor-reach.ts, and the list's filters). */
function donorMaySeeSql(d: DonorCte, km: SQL<number>) {
  const r = bloodRequests;
  const answered = sql`${requestResponses.request_id} is not null`;
  return sql`${r.status} in ('Open', 'In Progress') and ${r.latitude} is not null and ${r.longitude} is not null
    and point(${r.longitude}, ${r.latitude}) <@ box(point(${d.longitude} - ${d.d_lng}, ${d.min_lat}),
      point(${d.longitude} + ${d.d_lng}, ${d.max_lat}))
    and (${p.status}::text is null or ${r.status} = ${p.status}::text)
    and (${p.urgency}::text is null or ${r.urgency} = ${p.urgency}::text)
    and (${p.groupId}::int is null or ${r.blood_group_id} = ${p.groupId}::int)
    and ${d.blood_group_id} * 100 + ${r.blood_group_id} * 10 + ${r.component_id} = any (${COMPATIBLE})
    and (${d.is_bombay} or not exists (select 1 from ${patients} p where p.patient_id = ${r.patient_id}
      and p.is_bombay_phenotype))
    and (${p.nearbyKm}::float8 is null or (${km} <= ${p.nearbyKm}::float8 and not ${answered}))
    and (${answered}
      or exists (select 1 from ${notifications} n where n.user_id = ${d.donor_id}
        and n.dedupe_key = 'alert:' || ${r.request_id}::text)
      or (${d.is_available_for_sos} and ${km} <= ${r.search_radius_km}
        and (${d.location_updated_at} is null or ${d.location_updated_at} <= ${p.settledBefore}::timestamptz
          or ${r.created_at} > ${d.location_updated_at})))`;
}

/** The named fields of a CTE or subquery, as a nested selection (each field the subquery's own column). */
function fieldsOf<S extends { _: { selectedFields: object } }>(source: S) {
  type Key = keyof S['_']['selectedFields'] & keyof S;
  const keys = Object.keys(source._.selectedFields) as Key[];
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as { [K in Key]: S[K] };
}

type Prepared = ReturnType<typeof prepareDonorList>;

/** The requests a donor may see. */
export function donorListQueries(db: Database) {
  let prepared: Prepared | undefined;
  return {
    /**
     * The donor's row and a page of the Open and In Progress requests they may see, nearest first: those they were
     * alerted for or answered, and, while they are available, those whose current search radius reaches them.
     * `radiusKm` bounds the search box (no request's search reaches further). No donor row: `donor` is undefined.
     */
    async listForDonor(
      donorId: string,
      radiusKm: number,
      filters: RequestFilters,
      limit: number,
      offset: number,
      now: Date,
    ) {
      const statement = (prepared ??= prepareDonorList(db));
      const params = {
        donorId,
        status: filters.status ?? null,
        urgency: filters.urgency ?? null,
        groupId: filters.bloodGroupId ?? null,
        nearbyKm: filters.nearbyKm ?? null,
        radiusKm,
        settledBefore: new Date(now.getTime() - LOCATION_SETTLES_AFTER_MS).toISOString(),
        limit,
        offset,
      };
      const read = async (page: typeof params) => {
        const [row] = await statement.execute(page);
        return { donor: row?.donor, items: row?.page ? (JSON.parse(row.page) as PageItem[]) : [] };
      };
      const { donor, items } = await read(params);
      if (!donor) return { donor: undefined, rows: [], total: 0 };
      if (items.length > 0) return { donor, rows: items.map(listed), total: items[0]!.total };
      // A page past the end carries no total: ask for the first row only to learn it (rare: a stale link).
      const first = offset > 0 ? (await read({ ...params, limit: 1, offset: 0 })).items : [];
      return { donor, rows: [], total: first[0]?.total ?? 0 };
    },
  };
}

/** One request of the page as json_build_object above writes it (timestamps as ISO text). */
interface PageItem {
  request_id: string;
  patient_id: string;
  blood_group_id: number;
  component_id: number;
  units_required: number;
  urgency: string;
  status: string;
  hospital_name: string | null;
  hospital_address: string | null;
  latitude: number | null;
  longitude: number | null;
  notes: string | null;
  search_radius_km: number;
  next_widen_at: string | null;
  created_at: string;
  distance_km: number;
  my_response: string | null;
  total: number;
  blood_group: string | null;
  component: string | null;
  patient_name: string | null;
  patient_phone: string | null;
  city: string | null;
}

/** A page item in the shape the presenter reads. */
function listed(item: PageItem) {
  const { total: _total, ...row } = item;
  return {
    ...row,
    blood_group: item.blood_group ?? '',
    component: item.component ?? '',
    patient_name: item.patient_name ?? '',
    patient_phone: item.patient_phone ?? '',
    next_widen_at: item.next_widen_at === null ? null : new Date(item.next_widen_at),
    created_at: new Date(item.created_at),
  };
}
