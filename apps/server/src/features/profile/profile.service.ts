import {
  DEFAULT_LANGUAGE,
  isLanguage,
  DONOR_PROFILE_FIELDS,
  INELIGIBLE_REASON_TEXT,
  MESSAGES,
  PATIENT_PROFILE_FIELDS,
  REQUIRED_PROFILE_FIELDS,
  ROLE_PROFILE_FIELDS,
  eligibility,
  todayIso,
  type EligibilityView,
  type Profile,
  type ProfileCompletion,
  type ProfileUpdate,
  type UserType,
} from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ProfileRepository, ProfileRow } from './profile.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Donor settings kept on the settings page rather than the profile form: refused from other roles. */
const DONOR_SETTING_FIELDS = ['email_alerts', 'bridge_willing'] as const;
const ROLE_PLURAL: Record<UserType, string> = {
  Patient: 'Patients',
  Donor: 'Donors',
  BloodBankStaff: 'Blood bank staff',
  Coordinator: 'Coordinators',
  Admin: 'Admins',
};

/** A donor's eligibility today by the shared rule; a missing value never excludes. */
function donorEligibility(row: ProfileRow, now: Date): EligibilityView {
  const result = eligibility(
    {
      sex: row.sex as 'male' | 'female' | null,
      date_of_birth: row.donor_date_of_birth,
      weight_kg: row.weight_kg,
      hemoglobin_g_dl: row.hemoglobin_g_dl,
      last_donation_date: row.last_donation_date,
      last_donation_component_id: row.last_donation_component_id,
    },
    todayIso(now),
  );
  return {
    eligible: result.eligible,
    reasons: result.reasons.map((reason) => INELIGIBLE_REASON_TEXT[reason]),
    reason_codes: result.reasons,
    next_eligible_date: result.next_eligible_date,
  };
}

export function toProfile(row: ProfileRow, now: Date = new Date()): Profile {
  const isDonor = row.user_type === 'Donor';
  const donorEligible = isDonor ? donorEligibility(row, now) : null;
  return {
    user_id: row.user_id,
    email: row.email,
    full_name: row.full_name,
    phone_number: row.phone_number,
    city: row.city,
    state: row.state,
    user_type: row.user_type as UserType,
    is_verified: row.is_verified,
    blood_group_id: row.blood_group_id,
    blood_group: row.blood_group,
    date_of_birth: isDonor ? row.donor_date_of_birth : row.date_of_birth,
    medical_conditions: row.medical_conditions,
    emergency_contact: row.emergency_contact,
    is_available_for_sos: isDonor ? (row.is_available_for_sos ?? true) : null,
    interests: row.interests ?? [],
    last_donation_date: row.last_donation_date,
    latitude: row.latitude,
    longitude: row.longitude,
    location_updated_at: row.location_updated_at?.toISOString() ?? null,
    next_eligible_date: donorEligible?.next_eligible_date ?? null,
    sex: isDonor ? (row.sex as 'male' | 'female' | null) : null,
    weight_kg: isDonor ? row.weight_kg : null,
    hemoglobin_g_dl: isDonor ? row.hemoglobin_g_dl : null,
    eligibility: donorEligible,
    email_alerts: isDonor ? (row.email_alerts ?? true) : null,
    bridge_willing: isDonor ? (row.bridge_willing ?? false) : null,
    email_notices: row.email_notices,
    preferred_language: isLanguage(row.preferred_language) ? row.preferred_language : DEFAULT_LANGUAGE,
    quiet_hours_enabled: row.quiet_hours_enabled,
    quiet_hours_start: row.quiet_hours_start,
    quiet_hours_end: row.quiet_hours_end,
    created_at: row.created_at.toISOString(),
    pending_email: row.pending_email ?? null,
  };
}

export function profileCompletion(profile: Profile): ProfileCompletion {
  const required: readonly string[] = REQUIRED_PROFILE_FIELDS[profile.user_type];
  const missingFields = required.filter((field) => {
    if (field === 'location') return profile.latitude === null || profile.longitude === null;
    const value = profile[field as keyof Profile];
    return value === null || value === undefined || value === '';
  });
  const completionPercentage = Math.round(((required.length - missingFields.length) / required.length) * 100);
  return { isComplete: missingFields.length === 0, missingFields, completionPercentage };
}

export interface ProfileServiceDeps {
  repo: ProfileRepository;
  clock: Clock;
  /**
   * Checks the current password and records a pending e-mail change (confirmed from the new address); throws
   * before writing anything when the change is refused.
   */
  requestEmailChange: (userId: string, newEmail: string, currentPassword: string | undefined) => Promise<void>;
  /** Location saves a donor may make in any 24 hours (default 10). */
  locationSavesPerDay?: number;
  /** Where the location-save count lives (the database, shared by every server process). */
  limitStore: LimitStore;
}

/** The service's dependencies plus the state it keeps between calls. */
interface Deps extends ProfileServiceDeps {
  locationSaves: AttemptLimiter;
}

type UserFields = { full_name: string; phone_number: string; city: string | null; state: string | null };
type DonorSettings = {
  is_available_for_sos: boolean;
  qloo_taste_keywords?: string[] | undefined;
  last_donation_date?: string | null | undefined;
};
type PatientInfo = { date_of_birth: string; medical_conditions: string | null; emergency_contact: string | null };

async function getProfile({ repo, clock }: Deps, userId: string): Promise<Profile> {
  const now = clock.now();
  const row = await repo.findProfileRow(userId, now);
  if (!row) throw AppError.notFound('This account no longer exists.');
  return toProfile(row, now);
}

async function requireRole(deps: Deps, userId: string, role: UserType, what: string): Promise<Profile> {
  const profile = await getProfile(deps, userId);
  if (profile.user_type !== role) throw AppError.forbidden(`Only ${ROLE_PLURAL[role].toLowerCase()} have ${what}.`);
  return profile;
}

/**
 * PUT /auth/profile: any subset of the owner's fields in one transaction. A new e-mail address is only asked
 * for here (see requestEmailChange); a refused change refuses the whole update, so nothing is half-applied.
 */
async function updateProfile(
  deps: Deps,
  userId: string,
  input: ProfileUpdate,
): Promise<{ profile: Profile; emailChangePending: boolean }> {
  const { repo, clock } = deps;
  const current = await getProfile(deps, userId);
  // Staff and admins have neither a patient nor a donor record: every role field is refused for them.
  const own: readonly string[] = ROLE_PROFILE_FIELDS[current.user_type];
  const refused = [...PATIENT_PROFILE_FIELDS, ...DONOR_PROFILE_FIELDS, ...DONOR_SETTING_FIELDS].filter(
    (field) =>
      !own.includes(field) &&
      !((DONOR_SETTING_FIELDS as readonly string[]).includes(field) && current.user_type === 'Donor'),
  );
  refuseFields(
    current.user_type,
    refused.filter((field) => input[field] !== undefined),
  );
  if (current.user_type === 'Patient' && input.date_of_birth === null) {
    throw AppError.badRequest(MESSAGES.dobRequiredForPatients, [
      { field: 'date_of_birth', message: MESSAGES.dobRequiredForPatients },
    ]);
  }
  const newEmail = input.email !== undefined && input.email !== current.email.toLowerCase() ? input.email : undefined;
  if (newEmail !== undefined) await deps.requestEmailChange(userId, newEmail, input.current_password);
  const now = clock.now();
  await repo.transaction(async (tx) => {
    await tx.updateUser(
      userId,
      pick({
        full_name: input.full_name,
        phone_number: input.phone_number,
        city: input.city,
        state: input.state,
        email_notices: input.email_notices,
        preferred_language: input.preferred_language,
        quiet_hours_enabled: input.quiet_hours_enabled,
        quiet_hours_start: input.quiet_hours_start,
        quiet_hours_end: input.quiet_hours_end,
      }),
      now,
    );
    if (current.user_type === 'Patient') await tx.updatePatient(userId, given(input, PATIENT_PROFILE_FIELDS), now);
    if (current.user_type === 'Donor') {
      await tx.updateDonor(userId, given(input, [...ROLE_PROFILE_FIELDS.Donor, ...DONOR_SETTING_FIELDS] as const), now);
    }
  });
  return { profile: await getProfile(deps, userId), emailChangePending: newEmail !== undefined };
}

/** Refuses, naming each, the fields this role does not have. */
function refuseFields(userType: UserType, refused: readonly string[]): void {
  if (refused.length === 0) return;
  const message = `${ROLE_PLURAL[userType]} cannot set ${refused.join(', ')}.`;
  throw AppError.badRequest(
    message,
    refused.map((field) => ({ field, message })),
  );
}

async function updateUserProfile(deps: Deps, userId: string, input: UserFields) {
  await deps.repo.updateUser(userId, input, deps.clock.now());
  return getProfile(deps, userId);
}

async function updateDonorSettings(deps: Deps, userId: string, input: DonorSettings) {
  await requireRole(deps, userId, 'Donor', 'donor settings');
  await deps.repo.updateDonor(
    userId,
    pick({
      is_available_for_sos: input.is_available_for_sos,
      interests: input.qloo_taste_keywords,
      last_donation_date: input.last_donation_date,
    }),
    deps.clock.now(),
  );
  return getProfile(deps, userId);
}

async function updatePatientInfo(deps: Deps, userId: string, input: PatientInfo) {
  await requireRole(deps, userId, 'Patient', 'patient information');
  await deps.repo.updatePatient(userId, input, deps.clock.now());
  return getProfile(deps, userId);
}

async function updateDonorLocation(deps: Deps, userId: string, input: { latitude: number; longitude: number }) {
  await requireRole(deps, userId, 'Donor', 'a saved location');
  const wait = await deps.locationSaves.take(userId);
  if (wait > 0) {
    const hours = Math.max(1, Math.ceil(wait / 3_600_000));
    throw AppError.rateLimited(
      `You have changed your saved location many times today. You can change it again in about ${hours} hour${hours === 1 ? '' : 's'}.`,
    );
  }
  const now = deps.clock.now();
  await deps.repo.updateDonor(userId, { ...input, location_updated_at: now }, now);
  return getProfile(deps, userId);
}

export function createProfileService(serviceDeps: ProfileServiceDeps) {
  // A donor's saved location decides which patients' requests they may open and answer, so moving it around the
  // country to collect patients' contacts must be slow: a person who moves saves it a few times a day at most.
  const locationSaves = createAttemptLimiter(
    serviceDeps.limitStore,
    'location-save',
    serviceDeps.locationSavesPerDay ?? 10,
    DAY_MS,
  );
  const deps: Deps = { ...serviceDeps, locationSaves };
  return {
    getProfile: (userId: string) => getProfile(deps, userId),
    updateProfile: (userId: string, input: ProfileUpdate) => updateProfile(deps, userId, input),
    updateUserProfile: (userId: string, input: UserFields) => updateUserProfile(deps, userId, input),
    updateDonorSettings: (userId: string, input: DonorSettings) => updateDonorSettings(deps, userId, input),
    updatePatientInfo: (userId: string, input: PatientInfo) => updatePatientInfo(deps, userId, input),
    updateDonorLocation: (userId: string, input: { latitude: number; longitude: number }) =>
      updateDonorLocation(deps, userId, input),
    completion: async (userId: string): Promise<ProfileCompletion> => profileCompletion(await getProfile(deps, userId)),
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;

/** Drops the keys whose value is undefined (not given), keeping nulls (cleared). */
function pick<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The values of these fields that were given (a role's columns are named as its profile fields). */
function given<T extends object, K extends keyof T>(values: T, fields: readonly K[]): Partial<Pick<T, K>> {
  return pick(Object.fromEntries(fields.map((field) => [field, values[field]])) as Pick<T, K>);
}
