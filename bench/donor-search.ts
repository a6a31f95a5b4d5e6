/**
 * Benchmark: finding the donors to alert within 15 km among 1,000,000 on PostgreSQL, and the donor-search
 * endpoint's own query (GET /api/donors) at 10 and 50 km.
 *
 *   BENCH_DATABASE_URL=postgres://user:pass@127.0.0.1:5432/scratch npm run bench:donor-search
 *
 * Use a scratch database: the script migrates it, adds 1,000,000 donors clustered around the real towns of
 * India (each within ~10 km of a town, as people are), runs the product's own matching query from 300 random
 * towns (and the donor search's query from the same towns at 10 and 50 km), prints the median and p95 in
 * milliseconds, and deletes what it added. Options (environment):
 * BENCH_DONORS (default 1000000), BENCH_QUERIES (default 300), BENCH_KEEP=1 to keep the donors for a re-run.
 * Not part of `npm test`: timings belong here, not in unit tests.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { BLOOD_GROUPS, compatibleDonorGroups, groupId, todayIso, type BloodGroupName } from '@raktsetu/shared';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { seedReferenceData } from '../apps/server/src/db/seeds/reference-data.ts';
import { createDonorSearchRepository } from '../apps/server/src/features/donors/donor-search.repository.ts';
import { createRequestsRepository } from '../apps/server/src/features/requests/requests.repository.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error(
    'Set BENCH_DATABASE_URL to a scratch PostgreSQL database (postgres://…); the benchmark fills and empties it.',
  );
  process.exit(2);
}
const DONORS = Number(process.env.BENCH_DONORS ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const MARK = '@bench.raktsetu.invalid';

const database = await createDatabase({ databaseUrl: url, dataDir: 'memory://' });
const { db } = database;
try {
  await database.migrate();
  await seedReferenceData(db);

  const existing = await db.execute(sql`select count(*)::int as n from users where email like ${'%' + MARK}`);
  const have = Number((existing.rows[0] as { n: number }).n);
  if (have !== DONORS) {
    if (have > 0) await db.execute(sql`delete from users where email like ${'%' + MARK}`);
    console.log(`Adding ${DONORS.toLocaleString('en-IN')} donors around India's towns…`);
    const started = performance.now();
    const chunk = 100_000;
    for (let from = 1; from <= DONORS; from += chunk) {
      const to = Math.min(DONORS, from + chunk - 1);
      // Each donor: a random town, then up to ~10 km away; groups in India's rough proportions; 10 % recently gave.
      await db.execute(sql`
        with t as (select latitude, longitude, row_number() over (order by town_id) as n from towns),
        tc as (select count(*) as c from towns),
        g as (
          select i, gen_random_uuid() as id, 1 + floor(random() * (select c from tc))::int as tn,
            random() as r1, random() as r2, random() as r3, random() as r4
          from generate_series(${from}::int, ${to}::int) as i
        ),
        u as (
          insert into users (user_id, email, password_hash, phone_number, full_name, user_type, is_verified)
          select id, 'donor' || i || ${MARK}, 'x', '+91 90000 00000', 'Bench Donor ' || i, 'Donor', true from g
          returning user_id
        )
        insert into donors (donor_id, blood_group_id, latitude, longitude, is_available_for_sos, last_donation_date)
        select g.id,
          case when r3 < 0.32 then 3 when r3 < 0.61 then 7 when r3 < 0.83 then 1 when r3 < 0.91 then 5
               when r3 < 0.93 then 4 when r3 < 0.95 then 8 when r3 < 0.98 then 2 else 6 end,
          t.latitude + (r1 - 0.5) * 0.18,
          t.longitude + (r2 - 0.5) * 0.18,
          r4 > 0.2,
          case when r4 > 0.9 then current_date - 30 else null end
        from g join t on t.n = g.tn
      `);
      process.stdout.write(`  ${to.toLocaleString('en-IN')}\r`);
    }
    await db.execute(sql`analyze donors`);
    await db.execute(sql`analyze users`);
    console.log(`Added in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  }

  const repo = createRequestsRepository(db);
  const towns = (await db.execute(sql`select latitude, longitude from towns order by random() limit ${QUERIES}`))
    .rows as Array<{
    latitude: number;
    longitude: number;
  }>;
  const groups = BLOOD_GROUPS.map((g) => g.group_name as BloodGroupName);
  const today = todayIso();
  const times: number[] = [];
  let found = 0;
  // Warm up the cache the way a running server has it warm.
  for (const t of towns.slice(0, 20)) {
    await repo.findMatchingDonors(query(t, groups[0]!), 200);
  }
  for (const [i, t] of towns.entries()) {
    const q = query(t, groups[i % groups.length]!);
    const start = performance.now();
    const rows = await repo.findMatchingDonors(q, 200);
    times.push(performance.now() - start);
    found += rows.length;
  }
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.log(
    `Donor search within 15 km among ${DONORS.toLocaleString('en-IN')} donors, ${QUERIES} queries:` +
      ` median ${pct(50).toFixed(2)} ms, p95 ${pct(95).toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms` +
      ` (average ${(found / QUERIES).toFixed(0)} donors returned, first 200 each)`,
  );

  function query(t: { latitude: number; longitude: number }, group: BloodGroupName) {
    return {
      requestId: '00000000-0000-0000-0000-000000000000',
      latitude: Number(t.latitude),
      longitude: Number(t.longitude),
      radiusKm: 15,
      groupRanks: new Map(compatibleDonorGroups(group, 1).map((c) => [groupId(c.group), c.rank])),
      recipientIsBombay: false,
      today,
      patientId: '00000000-0000-0000-0000-000000000000',
      maxAlertsFromPatient: 3,
      alertsSince: new Date(Date.now() - 24 * 60 * 60 * 1000),
      requestCreatedAt: new Date(),
      settledBefore: new Date(Date.now() - 24 * 60 * 60 * 1000),
    };
  }

  // Donor search (GET /api/donors): the endpoint's own query, up to 51 rows (50 shown, one more says "truncated").
  const search = createDonorSearchRepository(db);
  const searchQuery = (t: { latitude: number; longitude: number }, group: BloodGroupName, radiusKm: number) => ({
    latitude: Number(t.latitude),
    longitude: Number(t.longitude),
    radiusKm,
    groupRanks: new Map(compatibleDonorGroups(group, 1).map((c) => [groupId(c.group), c.rank])),
    bombayOnly: false,
    availableForSos: undefined,
    searcherId: '00000000-0000-0000-0000-000000000000',
    today,
  });
  for (const radiusKm of [10, 50]) {
    for (const t of towns.slice(0, 20)) await search.searchDonors(searchQuery(t, groups[0]!, radiusKm), 51);
    const took: number[] = [];
    let listed = 0;
    for (const [i, t] of towns.entries()) {
      const start = performance.now();
      const rows = await search.searchDonors(searchQuery(t, groups[i % groups.length]!, radiusKm), 51);
      took.push(performance.now() - start);
      listed += Math.min(rows.length, 50);
    }
    took.sort((a, b) => a - b);
    const at = (p: number) => took[Math.min(took.length - 1, Math.floor((p / 100) * took.length))]!;
    console.log(
      `Donor search (GET /api/donors) within ${radiusKm} km among ${DONORS.toLocaleString('en-IN')} donors, ${QUERIES} queries:` +
        ` p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${took[took.length - 1]!.toFixed(2)} ms` +
        ` (average ${(listed / QUERIES).toFixed(0)} donors shown, at most 50)`,
    );
  }

  if (!process.env.BENCH_KEEP) {
    console.log('Removing the benchmark donors…');
    await db.execute(sql`delete from users where email like ${'%' + MARK}`);
  }
} finally {
  await database.close();
}
