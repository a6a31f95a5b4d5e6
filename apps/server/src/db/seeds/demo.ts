import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password-hasher.ts';
import type { Database } from '../client.ts';
import { bloodBankStaff, bloodBanks, bloodStock, donors, patients, users } from '../schema/index.ts';
import { seedDemoRewards } from './demo-rewards.ts';

/** Shared by every demo account; meets the reset-password strength rule. Never used in production. */
export const DEMO_PASSWORD = 'Demo@2026';

interface DemoPerson {
  email: string;
  full_name: string;
  phone_number: string;
  blood_group_id: number;
  group: string;
  /** Where in and around Mumbai the donor lives (WGS84). */
  latitude: number;
  longitude: number;
  area: string;
}

const PATIENT = {
  email: 'demo.patient@raktsetu.local',
  full_name: 'Ananya Kulkarni (demo patient)',
  phone_number: '+91 98200 00001',
  blood_group_id: 3, // B+
  date_of_birth: '2016-04-12',
};

const DONORS: DemoPerson[] = [
  {
    email: 'demo.donor.oneg@raktsetu.local',
    full_name: 'Rahul Mehta (demo donor)',
    phone_number: '+91 98200 00011',
    blood_group_id: 8,
    group: 'O-',
    latitude: 19.0008,
    longitude: 72.8416,
    area: 'Parel',
  },
  {
    email: 'demo.donor.opos@raktsetu.local',
    full_name: 'Fatima Shaikh (demo donor)',
    phone_number: '+91 98200 00012',
    blood_group_id: 7,
    group: 'O+',
    latitude: 19.0596,
    longitude: 72.8295,
    area: 'Bandra',
  },
  {
    email: 'demo.donor.bpos@raktsetu.local',
    full_name: 'Vikram Iyer (demo donor)',
    phone_number: '+91 98200 00013',
    blood_group_id: 3,
    group: 'B+',
    latitude: 19.1136,
    longitude: 72.8697,
    area: 'Andheri',
  },
  {
    email: 'demo.donor.bneg@raktsetu.local',
    full_name: 'Priya Nair (demo donor)',
    phone_number: '+91 98200 00014',
    blood_group_id: 4,
    group: 'B-',
    latitude: 19.1176,
    longitude: 72.906,
    area: 'Powai',
  },
  {
    email: 'demo.donor.apos@raktsetu.local',
    full_name: 'Sandeep Patil (demo donor)',
    phone_number: '+91 98200 00015',
    blood_group_id: 1,
    group: 'A+',
    latitude: 19.2183,
    longitude: 72.9781,
    area: 'Thane',
  },
  {
    email: 'demo.donor.abpos@raktsetu.local',
    full_name: 'Meera Joshi (demo donor)',
    phone_number: '+91 98200 00016',
    blood_group_id: 5,
    group: 'AB+',
    latitude: 19.0771,
    longitude: 72.9986,
    area: 'Vashi',
  },
];

/** The staff member keeps this directory bank (Parel, Mumbai; it has coordinates, so it shows on the map). */
const STAFF_BANK = { name: 'Global Hospital Blood Bank', city: 'Mumbai' };
const STAFF = {
  email: 'demo.staff@raktsetu.local',
  full_name: 'Sunita Rao (demo bank staff)',
  phone_number: '+91 98200 00021',
};
const ADMIN = {
  email: 'demo.admin@raktsetu.local',
  full_name: 'Arjun Desai (demo admin)',
  phone_number: '+91 98200 00031',
};
const COORDINATOR = {
  email: 'demo.coordinator@raktsetu.local',
  full_name: 'Kavita Joshi (demo coordinator)',
  phone_number: '+91 98200 00041',
};

/**
 * Units per group (A+, A-, B+, B-, AB+, AB-, O+, O-) and component (Whole Blood, Packed Red Blood Cells,
 * Platelets, Plasma, Cryoprecipitate), shaped like a city bank's: most blood is split into components,
 * Rh-negative units are few, and some cells are empty.
 */
const DEMO_STOCK: number[][] = [
  [4, 18, 6, 22, 3],
  [0, 3, 1, 4, 0],
  [6, 24, 8, 30, 4],
  [1, 3, 0, 5, 1],
  [2, 7, 2, 12, 2],
  [0, 1, 0, 2, 0],
  [5, 26, 9, 25, 3],
  [1, 4, 1, 3, 0],
];

export const DEMO_EMAILS = [PATIENT.email, ...DONORS.map((d) => d.email), STAFF.email, ADMIN.email, COORDINATOR.email];

export interface DemoAccount {
  email: string;
  role: 'Patient' | 'Donor' | 'BloodBankStaff' | 'Admin' | 'Coordinator';
  description: string;
}

const describe = (): DemoAccount[] => [
  { email: PATIENT.email, role: 'Patient', description: 'patient, B+, Dadar (Mumbai)' },
  ...DONORS.map((d) => ({ email: d.email, role: 'Donor' as const, description: `donor, ${d.group}, ${d.area}` })),
  { email: STAFF.email, role: 'BloodBankStaff', description: `blood bank staff, ${STAFF_BANK.name} (Parel, Mumbai)` },
  { email: ADMIN.email, role: 'Admin', description: 'admin' },
  { email: COORDINATOR.email, role: 'Coordinator', description: 'coordinator (Blood Bridges, SOS, reports, staff)' },
];

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The demo staff member and their bank's stock grid (written only while the bank has no stock). */
async function seedStaff(tx: Tx, passwordHash: string, have: Set<string>): Promise<void> {
  const [bank] = await tx
    .select({ bank_id: bloodBanks.bank_id })
    .from(bloodBanks)
    .where(
      and(
        eq(bloodBanks.name, STAFF_BANK.name),
        sql`lower(${bloodBanks.city}) = lower(${STAFF_BANK.city})`,
        isNotNull(bloodBanks.latitude),
      ),
    )
    .limit(1);
  if (!bank) return;
  if (!have.has(STAFF.email)) {
    const [user] = await tx
      .insert(users)
      .values({
        ...STAFF,
        password_hash: passwordHash,
        city: 'Mumbai',
        state: 'Maharashtra',
        user_type: 'BloodBankStaff',
        is_verified: true,
      })
      .returning();
    // Verified already, so the demo's staff member can keep stock and confirm donations at once.
    if (user) {
      await tx.insert(bloodBankStaff).values({ user_id: user.user_id, bank_id: bank.bank_id, verified_at: new Date() });
    }
  }
  const [stock] = await tx.select({ n: count() }).from(bloodStock).where(eq(bloodStock.bank_id, bank.bank_id));
  if ((stock?.n ?? 0) > 0) return;
  const now = new Date();
  await tx.insert(bloodStock).values(
    DEMO_STOCK.flatMap((units, g) =>
      units.map((n, c) => ({
        bank_id: bank.bank_id,
        blood_group_id: g + 1,
        component_id: c + 1,
        units_available: n,
        last_updated: now,
      })),
    ),
  );
}

/** The demo admin and coordinator: accounts with no profile beyond their name and town. */
async function seedOperators(tx: Tx, passwordHash: string, have: Set<string>): Promise<void> {
  const operators = [
    { ...ADMIN, user_type: 'Admin' as const },
    { ...COORDINATOR, user_type: 'Coordinator' as const },
  ];
  for (const account of operators) {
    if (have.has(account.email)) continue;
    await tx.insert(users).values({
      ...account,
      password_hash: passwordHash,
      city: 'Mumbai',
      state: 'Maharashtra',
      is_verified: true,
    });
  }
}

/**
 * Creates one demo patient and several demo donors of different groups around Mumbai, verified and with
 * saved locations, a staff member keeping a Mumbai bank's stock, an admin and a coordinator; reward partners and a confirmed
 * donation whose coupon the server's worker issues. Only on a database without users (unless forced), never in production.
 */
export async function seedDemoData(db: Database, options: { onlyIfEmpty: boolean }): Promise<DemoAccount[] | null> {
  if (options.onlyIfEmpty) {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return null;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const existing = await tx.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_EMAILS));
    const have = new Set(existing.map((e) => e.email));
    if (!have.has(PATIENT.email)) {
      const [patient] = await tx
        .insert(users)
        .values({
          email: PATIENT.email,
          password_hash: passwordHash,
          phone_number: PATIENT.phone_number,
          full_name: PATIENT.full_name,
          city: 'Mumbai',
          state: 'Maharashtra',
          user_type: 'Patient',
          is_verified: true,
        })
        .returning();
      if (patient) {
        await tx.insert(patients).values({
          patient_id: patient.user_id,
          blood_group_id: PATIENT.blood_group_id,
          date_of_birth: PATIENT.date_of_birth,
          emergency_contact: '+91 98200 00002',
          medical_conditions: 'Thalassemia major; transfusion every 3 weeks',
        });
      }
    }
    for (const d of DONORS) {
      if (have.has(d.email)) continue;
      const [user] = await tx
        .insert(users)
        .values({
          email: d.email,
          password_hash: passwordHash,
          phone_number: d.phone_number,
          full_name: d.full_name,
          city: d.area === 'Thane' ? 'Thane' : d.area === 'Vashi' ? 'Navi Mumbai' : 'Mumbai',
          state: 'Maharashtra',
          user_type: 'Donor',
          is_verified: true,
        })
        .returning();
      if (user) {
        await tx.insert(donors).values({
          donor_id: user.user_id,
          blood_group_id: d.blood_group_id,
          latitude: d.latitude,
          longitude: d.longitude,
          location_updated_at: new Date(),
          is_available_for_sos: true,
        });
      }
    }
    await seedStaff(tx, passwordHash, have);
    // Partners and offers, and one bank-confirmed donation of the O- donor so their rewards page is real.
    await seedDemoRewards(tx, 'demo.donor.oneg@raktsetu.local', STAFF.email);
    await seedOperators(tx, passwordHash, have);
  });
  return describe();
}

/** The demo accounts still present (to remind the operator at each start). */
export async function existingDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_EMAILS));
  const present = new Set(rows.map((r) => r.email));
  return describe().filter((a) => present.has(a.email));
}

export function formatDemoAccounts(accounts: DemoAccount[], appUrl: string): string {
  if (accounts.length === 0) return '';
  const width = Math.max(...accounts.map((a) => a.email.length));
  return [
    `  Demo accounts (password ${DEMO_PASSWORD}), sign in at ${appUrl}/login:`,
    ...accounts.map((a) => `    ${a.email.padEnd(width)}  ${a.description}`),
  ].join('\n');
}
