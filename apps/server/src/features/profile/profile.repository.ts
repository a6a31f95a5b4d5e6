import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { transactional } from '../../db/transactional.ts';
import { bloodGroups, donors, emailTokens, patients, users } from '../../db/schema/index.ts';

/** All SQL of profiles: one account row plus its patient or donor row. */
function queries(db: Database) {
  return {
    /** `now` decides whether an e-mail change still waits for its link (links expire). */
    async findProfileRow(userId: string, now: Date) {
      const [row] = await db
        .select({
          user_id: users.user_id,
          email: users.email,
          full_name: users.full_name,
          phone_number: users.phone_number,
          city: users.city,
          state: users.state,
          user_type: users.user_type,
          is_verified: users.is_verified,
          created_at: users.created_at,
          blood_group_id: bloodGroups.blood_group_id,
          blood_group: bloodGroups.group_name,
          date_of_birth: patients.date_of_birth,
          medical_conditions: patients.medical_conditions,
          emergency_contact: patients.emergency_contact,
          is_available_for_sos: donors.is_available_for_sos,
          // A donor's interests, or a patient's (CareBot personalises with either).
          interests: sql<string[] | null>`coalesce(${donors.interests}, ${patients.interests})`,
          last_donation_date: donors.last_donation_date,
          latitude: donors.latitude,
          longitude: donors.longitude,
          location_updated_at: donors.location_updated_at,
          sex: donors.sex,
          donor_date_of_birth: donors.date_of_birth,
          weight_kg: donors.weight_kg,
          hemoglobin_g_dl: donors.hemoglobin_g_dl,
          last_donation_component_id: donors.last_donation_component_id,
          email_alerts: donors.email_alerts,
          bridge_willing: donors.bridge_willing,
          email_notices: users.email_notices,
          preferred_language: users.preferred_language,
          quiet_hours_enabled: users.quiet_hours_enabled,
          quiet_hours_start: users.quiet_hours_start,
          quiet_hours_end: users.quiet_hours_end,
          pending_email: sql<string | null>`(
            select ${emailTokens.email} from ${emailTokens}
            where ${emailTokens.user_id} = ${users.user_id} and ${emailTokens.purpose} = 'change_email'
              and ${emailTokens.used_at} is null and ${emailTokens.expires_at} > ${now.toISOString()}::timestamptz
            order by ${emailTokens.created_at} desc limit 1)`,
        })
        .from(users)
        .leftJoin(patients, eq(patients.patient_id, users.user_id))
        .leftJoin(donors, eq(donors.donor_id, users.user_id))
        .leftJoin(
          bloodGroups,
          sql`${bloodGroups.blood_group_id} = coalesce(${patients.blood_group_id}, ${donors.blood_group_id})`,
        )
        .where(eq(users.user_id, userId));
      return row;
    },

    async updateUser(userId: string, values: Partial<typeof users.$inferInsert>, now: Date): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db
        .update(users)
        .set({ ...values, updated_at: now })
        .where(eq(users.user_id, userId));
    },
    async updatePatient(userId: string, values: Partial<typeof patients.$inferInsert>, now: Date): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db
        .update(patients)
        .set({ ...values, updated_at: now })
        .where(eq(patients.patient_id, userId));
    },
    async updateDonor(userId: string, values: Partial<typeof donors.$inferInsert>, now: Date): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db
        .update(donors)
        .set({ ...values, updated_at: now })
        .where(eq(donors.donor_id, userId));
    },
  };
}
export type ProfileQueries = ReturnType<typeof queries>;

export const createProfileRepository = (db: Database) => transactional(db, queries);
export type ProfileRepository = ReturnType<typeof createProfileRepository>;
export type ProfileRow = NonNullable<Awaited<ReturnType<ProfileRepository['findProfileRow']>>>;
