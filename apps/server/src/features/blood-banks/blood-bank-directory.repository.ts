import type { BloodBankCategory } from '@raktsetu/shared';
import { asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bloodBanks, bloodStock } from '../../db/schema/index.ts';
import { boundingBox, distanceKmSql, roundedKm } from '../requests/sos-search.repository.ts';

/*
 * The public blood-bank directory: finding banks (with a summary of their stock and, for a group, their best
 * compatible figure) and a bank's stock. Reads only; the staff side writes the stock.
 */

export interface DirectorySearch {
  /** Name contains (any case). */
  q?: string | undefined;
  /** City is or starts with (any case). */
  city?: string | undefined;
  /** State is (any case). */
  state?: string | undefined;
  category?: BloodBankCategory | undefined;
  /** Only banks with coordinates within `radiusKm` of the point, nearest first. */
  near?: { latitude: number; longitude: number; radiusKm: number } | undefined;
  limit: number;
  /** The group asked for and every group whose units it may receive, for one component. */
  match?: { componentId: number; exactGroupId: number; groupIds: number[] } | undefined;
  /** Figures updated at or after this are fresh. */
  freshSince: Date;
  /** Figures updated before this are unknown: no number counts. */
  knownSince: Date;
}

/** One bank of a search, with the figures the service turns into its stock summary and match. */
export interface DirectoryRow {
  bank_id: number;
  name: string;
  category: string | null;
  address: string | null;
  city: string | null;
  district: string | null;
  state: string;
  pincode: string | null;
  phone: string | null;
  email: string | null;
  service_time: string | null;
  latitude: number | null;
  longitude: number | null;
  distance_km: number | null;
  groups_in_stock: number[];
  stock_updated: Date | null;
  match_group_id: number | null;
  match_units: number | null;
  match_updated: Date | null;
}

/** `%`, `_` and `\` in a person's text match themselves in LIKE. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function filters(s: DirectorySearch, distance: SQL | null): SQL {
  const conditions: SQL[] = [sql`true`];
  if (s.q) conditions.push(sql`b.name ilike ${`%${likeEscaped(s.q)}%`}`);
  if (s.city) conditions.push(sql`lower(b.city) like ${`${likeEscaped(s.city.toLowerCase())}%`}`);
  if (s.state) conditions.push(sql`lower(b.state) = ${s.state.toLowerCase()}`);
  if (s.category) conditions.push(sql`b.category = ${s.category}`);
  if (s.near && distance) {
    // The box uses the (latitude, longitude) index; the exact distance decides. Banks without coordinates drop out.
    const box = boundingBox(s.near.latitude, s.near.longitude, s.near.radiusKm);
    conditions.push(sql`b.latitude between ${box.minLat} and ${box.maxLat}
      and b.longitude between ${box.minLng} and ${box.maxLng}
      and ${distance} <= ${s.near.radiusKm}`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The best compatible figure of a bank for the component, as a lateral row with its tier: 0 = units in a figure
 * that is fresh or stale, 1 = only unknown figures (or none: no row), 2 = figures that say 0. Within a tier the
 * group asked for first, then fresh before stale, then more units.
 */
function bestMatch(s: DirectorySearch): SQL {
  if (!s.match || s.match.groupIds.length === 0) {
    return sql`select null::int as blood_group_id, null::int as units_available,
      null::timestamptz as last_updated, 1 as tier`;
  }
  const groups = sql.join(
    s.match.groupIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const tier = sql`case when bs.last_updated < ${at(s.knownSince)} then 1 when bs.units_available > 0 then 0 else 2 end`;
  return sql`select bs.blood_group_id, bs.units_available, bs.last_updated, ${tier} as tier
    from blood_stock bs
    where bs.bank_id = b.bank_id and bs.component_id = ${s.match.componentId}::int and bs.blood_group_id in (${groups})
    order by ${tier}, (bs.blood_group_id = ${s.match.exactGroupId}::int) desc,
      (bs.last_updated >= ${at(s.freshSince)}) desc, bs.units_available desc
    limit 1`;
}

const asDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
const asNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRow(r: Record<string, unknown>): DirectoryRow {
  return {
    bank_id: Number(r.bank_id),
    name: String(r.name),
    category: (r.category as string | null) ?? null,
    address: (r.address as string | null) ?? null,
    city: (r.city as string | null) ?? null,
    district: (r.district as string | null) ?? null,
    state: String(r.state),
    pincode: (r.pincode as string | null) ?? null,
    phone: (r.phone as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    service_time: (r.service_time as string | null) ?? null,
    latitude: asNumber(r.latitude),
    longitude: asNumber(r.longitude),
    distance_km: asNumber(r.distance_km),
    groups_in_stock: ((r.groups_in_stock as unknown[] | null) ?? []).map(Number),
    stock_updated: asDate(r.stock_updated),
    match_group_id: asNumber(r.match_group_id),
    match_units: asNumber(r.match_units),
    match_updated: asDate(r.match_updated),
  };
}

function queries(db: Database) {
  return {
    /**
     * One statement: the banks that pass the filters are ranked (match tier, then nearest or by place) and cut to
     * the limit; only those get their stock summarised (no query per bank).
     */
    async searchBanks(s: DirectorySearch): Promise<DirectoryRow[]> {
      const distance = s.near
        ? distanceKmSql(sql`b.latitude`, sql`b.longitude`, s.near.latitude, s.near.longitude)
        : null;
      // A list by place (no point to measure from) puts the banks whose staff keep their stock current first: in a
      // town of 60 banks, those are the ones a family can learn something from before calling.
      const keptCurrent = sql`exists (select 1 from blood_stock k where k.bank_id = b.bank_id
        and k.last_updated >= ${at(s.knownSince)}) desc`;
      const order = distance
        ? sql`coalesce(m.tier, 1), ${distance}, b.bank_id`
        : sql`coalesce(m.tier, 1), ${keptCurrent}, lower(b.state), lower(b.city) nulls last, lower(b.name), b.bank_id`;
      const result = (await db.execute(sql`
        with picked as (
          select b.bank_id, ${distance ? roundedKm(distance) : sql`null::float8`} as distance_km,
            m.blood_group_id as match_group_id, m.units_available as match_units, m.last_updated as match_updated,
            row_number() over (order by ${order}) as position
          from blood_banks b
          left join lateral (${bestMatch(s)}) m on true
          where ${filters(s, distance)}
          order by position
          limit ${s.limit}::int
        )
        select b.bank_id, b.name, b.category, b.address, b.city, b.district, b.state, b.pincode, b.phone, b.email,
          b.service_time, b.latitude, b.longitude, p.distance_km, p.match_group_id, p.match_units, p.match_updated,
          st.groups_in_stock, st.stock_updated
        from picked p
        join blood_banks b on b.bank_id = p.bank_id
        left join lateral (
          select coalesce(array_agg(distinct bs.blood_group_id order by bs.blood_group_id)
              filter (where bs.units_available > 0 and bs.last_updated >= ${at(s.knownSince)}), '{}') as groups_in_stock,
            max(bs.last_updated) as stock_updated
          from blood_stock bs where bs.bank_id = p.bank_id
        ) st on true
        order by p.position`)) as { rows: Record<string, unknown>[] };
      return result.rows.map(toRow);
    },

    /** Towns and states with banks whose city or state starts with, then contains, `q`; most banks first. */
    places(q: string, limit: number) {
      const contains = `%${likeEscaped(q)}%`;
      const prefix = `${likeEscaped(q.toLowerCase())}%`;
      const banks = sql<number>`count(*)::int`;
      return db
        .select({ city: bloodBanks.city, state: bloodBanks.state, banks })
        .from(bloodBanks)
        .where(or(ilike(bloodBanks.city, contains), ilike(bloodBanks.state, contains)))
        .groupBy(bloodBanks.city, bloodBanks.state)
        .orderBy(
          sql`case when lower(${bloodBanks.city}) like ${prefix} or lower(${bloodBanks.state}) like ${prefix}
            then 0 else 1 end`,
          desc(banks),
          asc(bloodBanks.state),
          asc(bloodBanks.city),
        )
        .limit(limit);
    },

    async findBank(bankId: number) {
      const [row] = await db
        .select({ bank_id: bloodBanks.bank_id, name: bloodBanks.name })
        .from(bloodBanks)
        .where(eq(bloodBanks.bank_id, bankId));
      return row;
    },

    /** Every figure of a bank, group order 1–8, then component 1–5. */
    bankStock: (bankId: number) =>
      db
        .select({
          stock_id: bloodStock.stock_id,
          blood_group_id: bloodStock.blood_group_id,
          component_id: bloodStock.component_id,
          units_available: bloodStock.units_available,
          last_updated: bloodStock.last_updated,
        })
        .from(bloodStock)
        .where(eq(bloodStock.bank_id, bankId))
        .orderBy(asc(bloodStock.blood_group_id), asc(bloodStock.component_id)),
  };
}

export const createBloodBankDirectoryRepository = (db: Database) => queries(db);
export type BloodBankDirectoryRepository = ReturnType<typeof createBloodBankDirectoryRepository>;
