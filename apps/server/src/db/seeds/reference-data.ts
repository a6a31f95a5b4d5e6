import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BLOOD_COMPONENTS, BLOOD_GROUPS } from '@raktsetu/shared';
import { eq, sql } from 'drizzle-orm';
import { parseCsv } from '../../lib/csv.ts';
import { referenceFolder } from '../../lib/paths.ts';
import type { Database } from '../client.ts';
import { appMeta, bloodBanks, bloodComponents, bloodGroups, towns } from '../schema/index.ts';

const BANKS_FILE = 'blood-banks-india.csv';
const TOWNS_FILE = 'india-cities.csv';
const META_KEY = 'reference_data_fingerprint';
const BATCH = 500;

export interface ReferenceSeedResult {
  loaded: boolean;
  banks: number;
  towns: number;
}

/**
 * Loads blood groups, components, the blood-bank directory and the towns list. Safe to run at every start:
 * when the files' fingerprint matches the one stored, only the small id tables are checked; otherwise every
 * row is upserted on its stable key inside one transaction, so a crash leaves the old data whole.
 */
export async function seedReferenceData(db: Database): Promise<ReferenceSeedResult> {
  const banksCsv = readFileSync(join(referenceFolder, BANKS_FILE), 'utf8');
  const townsCsv = readFileSync(join(referenceFolder, TOWNS_FILE), 'utf8');
  const fingerprint = createHash('sha256').update(banksCsv).update('\0').update(townsCsv).digest('hex');

  return db.transaction(async (tx) => {
    await tx
      .insert(bloodGroups)
      .values(BLOOD_GROUPS.map((g) => ({ ...g })))
      .onConflictDoUpdate({ target: bloodGroups.blood_group_id, set: { group_name: sql`excluded.group_name` } });
    await tx
      .insert(bloodComponents)
      .values(BLOOD_COMPONENTS.map((c) => ({ ...c })))
      .onConflictDoUpdate({
        target: bloodComponents.component_id,
        set: { component_name: sql`excluded.component_name` },
      });

    const [stored] = await tx.select().from(appMeta).where(eq(appMeta.key, META_KEY));
    if (stored?.value === fingerprint) return { loaded: false, banks: 0, towns: 0 };

    const bankRows = parseCsv(banksCsv).map(toBankRow);
    for (let i = 0; i < bankRows.length; i += BATCH) {
      await tx
        .insert(bloodBanks)
        .values(bankRows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: bloodBanks.source_ref,
          set: {
            name: sql`excluded.name`,
            category: sql`excluded.category`,
            address: sql`excluded.address`,
            city: sql`excluded.city`,
            district: sql`excluded.district`,
            state: sql`excluded.state`,
            pincode: sql`excluded.pincode`,
            phone: sql`excluded.phone`,
            email: sql`excluded.email`,
            website: sql`excluded.website`,
            components_available: sql`excluded.components_available`,
            apheresis: sql`excluded.apheresis`,
            service_time: sql`excluded.service_time`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            updated_at: sql`now()`,
          },
        });
    }

    const townRows = parseCsv(townsCsv).map(toTownRow);
    for (let i = 0; i < townRows.length; i += BATCH) {
      await tx
        .insert(towns)
        .values(townRows.slice(i, i + BATCH))
        .onConflictDoUpdate({
          target: towns.source_ref,
          set: { district: sql`excluded.district`, population: sql`excluded.population` },
        });
    }

    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value: fingerprint })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: fingerprint, updated_at: sql`now()` } });
    return { loaded: true, banks: bankRows.length, towns: townRows.length };
  });
}

const text = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
const num = (v: string | undefined) => (v && v.trim() !== '' ? Number(v) : null);
const yesNo = (v: string | undefined) => (v === 'yes' ? true : v === 'no' ? false : null);

function toBankRow(r: Record<string, string>) {
  return {
    source_ref: [r.name, r.address, r.city, r.state].join('|'),
    name: r.name ?? '',
    category: text(r.category),
    address: text(r.address),
    city: text(r.city),
    district: text(r.district),
    state: r.state ?? '',
    pincode: text(r.pincode),
    phone: text(r.phone),
    email: text(r.email),
    website: text(r.website),
    components_available: yesNo(r.components),
    apheresis: yesNo(r.apheresis),
    service_time: text(r.service_time),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
  };
}

function toTownRow(r: Record<string, string>) {
  return {
    source_ref: [r.city, r.state, r.latitude, r.longitude].join('|'),
    name: r.city ?? '',
    district: text(r.district),
    state: r.state ?? '',
    latitude: Number(r.latitude),
    longitude: Number(r.longitude),
    population: num(r.population),
  };
}
