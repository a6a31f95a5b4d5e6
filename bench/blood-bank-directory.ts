/**
 * Benchmark: the blood-bank directory's radius search among the 2,810 banks on PostgreSQL.
 *
 *   BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/scratch npm run bench:blood-banks
 *
 * Use a scratch database: the script migrates it, loads the reference data, gives about a third of the banks
 * (those without stock) random figures for up to all 40 groups × components, runs the product's own directory
 * query from 300 random towns at 10 and 50 km (and once without a point), with and without a blood group,
 * prints the median and p95 in milliseconds, and deletes the figures it added. Options (environment):
 * BENCH_QUERIES (default 300), BENCH_KEEP=1 to keep the figures. Not part of `npm test`: timings belong here,
 * not in unit tests.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  BLOOD_GROUPS,
  STOCK_FRESH_HOURS,
  STOCK_STALE_DAYS,
  compatibleDonorGroups,
  groupId,
  type BloodGroupName,
} from '@raktsetu/shared';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seeds/reference-data.ts';
import {
  createBloodBankDirectoryRepository,
  type DirectorySearch,
} from '../apps/server/src/features/blood-banks/blood-bank-directory.repository.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error(
    'Set BENCH_DATABASE_URL to a scratch PostgreSQL database (postgres://…); the benchmark fills and empties it.',
  );
  process.exit(2);
}
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const HOUR = 60 * 60 * 1000; // ms

const database = await createDatabase({ databaseUrl: url, dataDir: 'memory://' });
const { db } = database;
try {
  await database.migrate();
  await seedReferenceData(db);

  // A third of the banks that have no stock yet get figures: each group × component present with p = 0.7,
  // 0–30 units, updated within the last 10 days (so fresh, stale and unknown figures all occur).
  const added = await db.execute(sql`
    with chosen as (
      select bank_id from blood_banks b
      where not exists (select 1 from blood_stock s where s.bank_id = b.bank_id) and random() < 1.0 / 3
    )
    insert into blood_stock (bank_id, blood_group_id, component_id, units_available, last_updated)
    select c.bank_id, g.blood_group_id, k.component_id, floor(random() * 31)::int,
      now() - random() * interval '10 days'
    from chosen c cross join blood_groups g cross join blood_components k
    where random() < 0.7
    returning bank_id`);
  const stocked = [...new Set((added.rows as Array<{ bank_id: number }>).map((r) => Number(r.bank_id)))];
  await db.execute(sql`analyze blood_stock`);
  await db.execute(sql`analyze blood_banks`);
  console.log(`Gave ${stocked.length} banks ${added.rows.length} stock figures.`);

  const repo = createBloodBankDirectoryRepository(db);
  const towns = (await db.execute(sql`select latitude, longitude from towns order by random() limit ${QUERIES}`))
    .rows as Array<{ latitude: number; longitude: number }>;
  const groups = BLOOD_GROUPS.map((g) => g.group_name as BloodGroupName);

  const search = (t: { latitude: number; longitude: number }, radiusKm: number | null, group?: BloodGroupName) => {
    const now = Date.now();
    const s: DirectorySearch = {
      near: radiusKm === null ? undefined : { latitude: Number(t.latitude), longitude: Number(t.longitude), radiusKm },
      limit: 20,
      freshSince: new Date(now - STOCK_FRESH_HOURS * HOUR),
      knownSince: new Date(now - STOCK_STALE_DAYS * 24 * HOUR),
      match: group && {
        componentId: 1,
        exactGroupId: groupId(group),
        groupIds: compatibleDonorGroups(group, 1).map((c) => groupId(c.group)),
      },
    };
    return repo.searchBanks(s);
  };

  // Warm up the cache the way a running server has it warm.
  for (const t of towns.slice(0, 20)) await search(t, 50, 'O-');

  // null: no point, the whole directory ranked (the worst case: every bank gets its match).
  for (const radiusKm of [10, 50, null]) {
    for (const withGroup of [false, true]) {
      const times: number[] = [];
      let found = 0;
      for (const [i, t] of towns.entries()) {
        const start = performance.now();
        const rows = await search(t, radiusKm, withGroup ? groups[i % groups.length] : undefined);
        times.push(performance.now() - start);
        found += rows.length;
      }
      times.sort((a, b) => a - b);
      const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
      console.log(
        `Directory ${radiusKm === null ? 'of all India' : `within ${radiusKm} km`}${withGroup ? ', with a blood group' : ''}, ${QUERIES} queries:` +
          ` median ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms` +
          ` (average ${(found / QUERIES).toFixed(1)} banks returned, first 20 each)`,
      );
    }
  }

  if (!process.env.BENCH_KEEP && stocked.length > 0) {
    console.log('Removing the benchmark stock figures…');
    await db.execute(
      sql`delete from blood_stock where bank_id in (${sql.join(
        stocked.map((id) => sql`${id}::int`),
        sql`, `,
      )})`,
    );
  }
} finally {
  await database.close();
}
