/**
 * The SOS benchmark's data: a fresh database (a new PostgreSQL database, or a new embedded data folder) with N
 * donors who all match an SOS at one point, and one patient per round. Everything is inserted in bulk from this
 * process before the server starts (the embedded database is single-process), then access tokens are signed the
 * way the server signs them (apps/server/src/lib/tokens.ts), against session rows inserted here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BLOOD_COMPONENTS, BLOOD_GROUPS } from '@raktsetu/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { bloodComponents, bloodGroups } from '../../apps/server/src/db/schema/index.ts';
import { createAccessTokens } from '../../apps/server/src/lib/tokens.ts';

/** Where the SOS is raised: central Pune. Every donor lives within DONOR_RADIUS_KM of it. */
export const SOS_POINT = { latitude: 18.5204, longitude: 73.8567 };
/** km: inside the first SOS radius (15 km) with room to spare, so every donor is a match. */
const DONOR_RADIUS_KM = 12;
const MARK = '@bench.raktsetu.invalid';
/** AB+ takes red cells from every group, so donors of all eight groups match. */
export const PATIENT_GROUP_ID = 5;
const CHUNK = 5_000;

export interface BenchUser {
  userId: string;
  sessionId: string;
  token: string;
}

export interface BenchTarget {
  kind: 'postgres' | 'embedded';
  /** Environment for the server process: DATABASE_URL or DATA_DIR. */
  env: Record<string, string>;
  /** Removes the database or folder made for this run. */
  drop(): Promise<void>;
  describe: string;
}

/** A fresh embedded data folder, or a fresh database next to the one `adminUrl` points at (needs CREATEDB). */
export async function freshTarget(kind: 'postgres' | 'embedded', adminUrl: string): Promise<BenchTarget> {
  if (kind === 'embedded') {
    const dir = mkdtempSync(join(tmpdir(), 'raktsetu-bench-sos-'));
    return {
      kind,
      env: { DATA_DIR: dir },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
      describe: `embedded, DATA_DIR ${dir}`,
    };
  }
  const url = new URL(adminUrl);
  const base = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const name = `${base}_sos_${Date.now().toString(36)}`.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  await adminQuery(adminUrl, `create database "${name}"`).catch((error: unknown) => {
    throw new Error(
      `Could not create the scratch database ${name} (${(error as Error).message}). ` +
        'The role in BENCH_DATABASE_URL needs CREATEDB: the benchmark makes a fresh database per run and drops it.',
    );
  });
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: target.toString() },
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
    describe: `PostgreSQL, scratch database ${name}`,
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Migrates the target and inserts the donors and patients with their sessions. The blood-bank directory and
 * towns are left for the server to load at its first start, as on a real fresh install.
 */
export async function seedTarget(
  target: BenchTarget,
  donors: number,
  patients: number,
): Promise<{
  donors: Array<{ userId: string; sessionId: string }>;
  patients: Array<{ userId: string; sessionId: string }>;
}> {
  const database = await createDatabase({
    databaseUrl: target.env.DATABASE_URL,
    dataDir: target.env.DATA_DIR ?? 'memory://',
  });
  try {
    await database.migrate();
    const { db } = database;
    await db
      .insert(bloodGroups)
      .values(BLOOD_GROUPS.map((g) => ({ ...g })))
      .onConflictDoNothing();
    await db
      .insert(bloodComponents)
      .values(BLOOD_COMPONENTS.map((c) => ({ ...c })))
      .onConflictDoNothing();
    for (let from = 1; from <= donors; from += CHUNK) {
      await insertDonors(db, from, Math.min(donors, from + CHUNK - 1));
    }
    await insertPatients(db, patients);
    await db.execute(sql`analyze`);
    return {
      donors: await sessionsFor(db, 'sos-donor-%'),
      patients: await sessionsFor(db, 'sos-patient-%'),
    };
  } finally {
    await database.close();
  }
}

/** Donors `from`..`to`: any group, available, eligible (no recorded donation or health bar), spread over a disc. */
async function insertDonors(db: Database, from: number, to: number): Promise<void> {
  const { latitude: lat, longitude: lng } = SOS_POINT;
  const kmPerDegLng = 111.32 * Math.cos((lat * Math.PI) / 180);
  await db.execute(sql`
    with g as (
      select i, gen_random_uuid() as id, ${DONOR_RADIUS_KM}::float8 * sqrt(random()) as r,
        2 * pi() * random() as theta, 1 + floor(random() * 8)::int as grp
      from generate_series(${from}::int, ${to}::int) as i
    ),
    u as (
      insert into users (user_id, email, password_hash, phone_number, full_name, user_type, is_verified)
      select id, 'sos-donor-' || i || ${MARK}, 'x', '+91 90000 00000', 'Bench Donor ' || i, 'Donor', true from g
      returning user_id
    )
    insert into donors (donor_id, blood_group_id, latitude, longitude, is_available_for_sos)
    select id, grp, ${lat}::float8 + r * cos(theta) / 111.32, ${lng}::float8 + r * sin(theta) / ${kmPerDegLng}::float8,
      true
    from g
  `);
}

async function insertPatients(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with g as (select i, gen_random_uuid() as id from generate_series(1, ${count}::int) as i),
    u as (
      insert into users (user_id, email, password_hash, phone_number, full_name, user_type, is_verified)
      select id, 'sos-patient-' || i || ${MARK}, 'x', '+91 90000 00001', 'Bench Patient ' || i, 'Patient', true from g
      returning user_id
    )
    insert into patients (patient_id, blood_group_id) select id, ${PATIENT_GROUP_ID}::int from g
  `);
}

/** One live session for each bench user whose e-mail matches `pattern`, in a stable order. */
async function sessionsFor(db: Database, pattern: string): Promise<Array<{ userId: string; sessionId: string }>> {
  const result = await db.execute(sql`
    insert into auth_sessions (user_id, user_agent)
    select user_id, 'bench:sos' from users where email like ${pattern + MARK}
    returning session_id, user_id
  `);
  // Both drivers answer raw SQL with { rows }.
  const rows = (result as unknown as { rows: Array<{ session_id: string; user_id: string }> }).rows;
  return rows.map((r) => ({ userId: r.user_id, sessionId: r.session_id }));
}

/** Access tokens signed exactly as the server signs them (valid 15 minutes from now). */
export async function signTokens(
  secret: string,
  users: Array<{ userId: string; sessionId: string }>,
  userType: 'Donor' | 'Patient',
): Promise<BenchUser[]> {
  const tokens = createAccessTokens(secret);
  const now = new Date();
  return Promise.all(
    users.map(async (u) => ({
      ...u,
      token: await tokens.sign({ sub: u.userId, sid: u.sessionId, user_type: userType }, now),
    })),
  );
}
