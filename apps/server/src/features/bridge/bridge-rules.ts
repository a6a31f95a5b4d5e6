import { randomBytes } from 'node:crypto';
import { BLOOD_GROUPS, BRIDGE, canDonate, compatibleDonorGroups, type BloodGroupName } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BridgeRepository, NearbyQuery, PlanRow } from './bridge.repository.ts';

/** Who may be in a bridge, where its donors are looked for, and whose plan a patient acts on. */

export const RULE_SAYS = {
  patientsOnly: 'Only patients have a Blood Bridge.',
  noPlan: 'You have no transfusion plan yet. Make one first.',
} as const;

/** The donor groups (ids) that may give this plan's component to its patient. */
export function compatibleGroupIds(plan: { blood_group: string; component_id: number }): number[] {
  const names = compatibleDonorGroups(plan.blood_group as BloodGroupName, plan.component_id).map((g) => g.group);
  return BLOOD_GROUPS.filter((g) => names.includes(g.group_name as BloodGroupName)).map((g) => g.blood_group_id);
}

/** Whether a donor of this group (and phenotype) may be in this plan's bridge; a Bombay patient needs Bombay blood. */
export function mayGive(plan: PlanRow, donor: { blood_group: string; is_bombay: boolean }): boolean {
  if (plan.patient_is_bombay && !donor.is_bombay) return false;
  return canDonate(donor.blood_group as BloodGroupName, plan.blood_group as BloodGroupName, plan.component_id);
}

export function nearbyQuery(plan: PlanRow): NearbyQuery | null {
  if (plan.latitude === null || plan.longitude === null) return null;
  return {
    planId: plan.plan_id,
    latitude: plan.latitude,
    longitude: plan.longitude,
    groupIds: compatibleGroupIds(plan),
    recipientIsBombay: plan.patient_is_bombay,
    radiusKm: BRIDGE.nearbyKm,
  };
}

export const newInviteCode = () => randomBytes(12).toString('base64url');

/** The patient's own plan; a patient without one is told to make it (404). */
export async function ownPlan(repo: Pick<BridgeRepository, 'planOfPatient'>, actor: Actor): Promise<PlanRow> {
  if (actor.userType !== 'Patient') throw AppError.forbidden(RULE_SAYS.patientsOnly);
  const plan = await repo.planOfPatient(actor.id);
  if (!plan) throw AppError.notFound(RULE_SAYS.noPlan);
  return plan;
}
