/**
 * What bench/api-reads.ts reads: a donor in Pune with 200 open requests within 15 km made by other patients (some
 * of them alerted to the donor), a patient with requests of their own, a few thousand requests elsewhere in
 * India (open and closed, so the location index has something to skip), and the donor's notices. People sign up
 * through the API (real sessions and tokens); requests and notices are inserted directly.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canDonate, groupName } from '@raktsetu/shared';
import type { Database } from '../../apps/server/src/db/client.ts';
import { bloodRequests, notifications } from '../../apps/server/src/db/schema/index.ts';

const PASSWORD = 'Bench#Reads2026';
const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const DAY = 24 * 60 * 60 * 1000; // ms

export interface Seeded {
  donorToken: string;
  patientToken: string;
}

async function signUp(app: FastifyInstance, userType: 'Donor' | 'Patient', tag: string, bloodGroupId: number) {
  const email = `bench-${tag}-${randomUUID()}@example.test`;
  const body = {
    full_name: `Bench ${tag}`,
    email,
    phone_number: '9876543210',
    password: PASSWORD,
    city: 'Pune',
    state: 'Maharashtra',
    user_type: userType,
    blood_group_id: bloodGroupId,
    ...(userType === 'Patient' ? { date_of_birth: '2012-05-14' } : {}),
  };
  // Each sign-up from its own address: the per-address sign-up limits (kept in the database) are not what is timed.
  const remoteAddress = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body, remoteAddress });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const data = login.json().data as { access_token: string; user: { user_id: string } };
  return { id: data.user.user_id, token: data.access_token };
}

/** A point `km` (at most) from `centre`, in a random direction. */
function near(centre: { latitude: number; longitude: number }, km: number) {
  const r = km * Math.sqrt(Math.random());
  const a = Math.random() * 2 * Math.PI;
  return {
    latitude: centre.latitude + (r * Math.cos(a)) / 111.32,
    longitude: centre.longitude + (r * Math.sin(a)) / (111.32 * Math.cos((centre.latitude * Math.PI) / 180)),
  };
}

type NewRequest = typeof bloodRequests.$inferInsert;

function request(patientId: string, place: { latitude: number; longitude: number }, over: Partial<NewRequest>) {
  const at = new Date(Date.now() - Math.random() * 3 * DAY);
  return {
    patient_id: patientId,
    blood_group_id: 7,
    component_id: 1,
    units_required: 1 + Math.floor(Math.random() * 3),
    urgency: ['Scheduled', 'Urgent', 'SOS'][Math.floor(Math.random() * 3)]!,
    status: 'Open',
    hospital_name: 'Sassoon General Hospital',
    hospital_address: 'Jai Prakash Narayan Road, Pune',
    ...place,
    location_source: 'device',
    notes: 'Regular transfusion',
    search_radius_km: 25,
    created_at: at,
    updated_at: at,
    ...over,
  } satisfies NewRequest;
}

async function insertRequests(db: Database, rows: NewRequest[]) {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = await db
      .insert(bloodRequests)
      .values(rows.slice(i, i + 500))
      .returning({ id: bloodRequests.request_id });
    ids.push(...chunk.map((r) => r.id));
  }
  return ids;
}

/** Seeds everything the reads need; `background` is how many requests are spread elsewhere in India. */
export async function seedReads(app: FastifyInstance, db: Database, background: number): Promise<Seeded> {
  const donor = await signUp(app, 'Donor', 'donor', 7); // O+
  const patient = await signUp(app, 'Patient', 'patient', 3);
  const others = [];
  for (let i = 0; i < 5; i++) others.push(await signUp(app, 'Patient', `other${i}`, 7));
  // The donor's saved place, settled long ago, available and eligible.
  await db.execute(sql`update donors set latitude = ${PUNE.latitude}, longitude = ${PUNE.longitude},
    location_updated_at = now() - interval '30 days', is_available_for_sos = true, last_donation_date = null
    where donor_id = ${donor.id}`);
  const recipients = [1, 3, 5, 7].filter((g) => canDonate('O+', groupName(g), 1));
  const around = Array.from({ length: 200 }, (_, i) =>
    request(others[i % others.length]!.id, near(PUNE, 14), { blood_group_id: recipients[i % recipients.length]! }),
  );
  const aroundIds = await insertRequests(db, around);
  const own = Array.from({ length: 20 }, (_, i) =>
    request(patient.id, near(PUNE, 5), { blood_group_id: 3, status: i < 5 ? 'Open' : 'Fulfilled' }),
  );
  await insertRequests(db, own);
  // Elsewhere in India (a box over the mainland), a third of them closed.
  const far = Array.from({ length: background }, (_, i) =>
    request(
      others[i % others.length]!.id,
      { latitude: 10 + Math.random() * 18, longitude: 72 + Math.random() * 16 },
      {
        status: i % 3 === 0 ? 'Fulfilled' : 'Open',
      },
    ),
  );
  await insertRequests(db, far);
  // The donor was alerted for 30 of the requests around (their notices list and the list's "alerted" tie).
  await db.insert(notifications).values(
    aroundIds.slice(0, 30).map((id, i) => ({
      user_id: donor.id,
      request_id: id,
      kind: 'request_alert',
      status: i % 4 === 0 ? 'Read' : 'Sent',
      title: 'Blood needed near you',
      message: 'A patient near you needs O+ blood.',
      blood_group: 'O+',
      component: 'Whole Blood',
      request_urgency: 'Urgent',
      distance_km: 3.2,
      dedupe_key: `alert:${id}`,
    })),
  );
  await db.execute(sql`analyze`);
  return { donorToken: donor.token, patientToken: patient.token };
}
