import {
  BRIDGE,
  addDaysIso,
  todayIso,
  type BridgeView,
  type MoveDateInput,
  type TransfusionPlanInput,
} from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { BridgeDeps } from './bridge-deps.ts';
import { createBridgeCalendars } from './bridge-calendar.ts';
import { createBridgeMembership, isUuid } from './bridge-membership.ts';
import { createBridgeInvitations } from './bridge-invitations.ts';
import { shiftSeries, type MoveChange } from './bridge-moves.ts';
import type { BridgeRotation } from './bridge-rotation.ts';
import { presentView } from './bridge-view.ts';
import { createBridgeRepository, type BridgeRepository, type PlanRow, type PlanValues } from './bridge.repository.ts';
import { RULE_SAYS, nearbyQuery, newInviteCode, ownPlan } from './bridge-rules.ts';

export const SAYS = {
  pastDate: 'The next transfusion date cannot be in the past.',
  farDate: `The next transfusion date must be within ${BRIDGE.nextDateMaxDaysAhead} days.`,
  memberMissing: 'This donor is not in your bridge.',
  tooManyChanges:
    'You have changed your transfusion plan or dates many times today. You can change them again tomorrow.',
} as const;

/** Plan changes and date moves a patient may make a day: each may tell the asked donors, so they are capped. */
const CHANGES_PER_DAY = 10;

type Deps = BridgeDeps & { rotation: BridgeRotation };

function checkNextDate(nextDate: string, today: string) {
  const field = (message: string) => AppError.badRequest(message, [{ field: 'next_date', message }]);
  if (nextDate < today) throw field(SAYS.pastDate);
  if (nextDate > addDaysIso(today, BRIDGE.nextDateMaxDaysAhead)) throw field(SAYS.farDate);
}

/** Creates the patient's one plan, or changes it (dropping the moves of dates before its new start). */
function storePlan(repo: BridgeRepository, patientId: string, values: PlanValues, now: Date): Promise<string> {
  return repo.transaction(async (tx) => {
    const existing = await tx.planOfPatient(patientId);
    if (!existing) {
      const created = await tx.insertPlan(patientId, values, newInviteCode());
      if (created) return created;
    }
    // Changed, or created a moment ago by a simultaneous request: update that one.
    const plan = existing ?? (await tx.planOfPatient(patientId));
    if (!plan) throw AppError.notFound(RULE_SAYS.noPlan);
    await tx.updatePlan(plan.plan_id, values, now);
    await tx.deleteMoves(plan.plan_id, { before: values.next_date });
    return plan.plan_id;
  });
}

/** Writes a date move: the one-off move, or the shifted series with the moves it keeps. */
function storeMove(repo: BridgeRepository, planId: string, to: string, change: MoveChange, now: Date) {
  return repo.transaction(async (tx) => {
    if (change.scope === 'one') {
      await tx.upsertMove(planId, change.original_date, to);
      return;
    }
    await tx.updatePlan(planId, { next_date: change.next_date }, now);
    await tx.deleteMoves(planId, {});
    for (const m of change.moves) await tx.upsertMove(planId, m.original_date, m.moved_to);
  });
}

/** The patient's view of a plan as it stands today. */
async function presentPlan(deps: Deps, repo: BridgeRepository, plan: PlanRow): Promise<BridgeView> {
  const day = todayIso(deps.clock.now());
  const q = nearbyQuery(plan);
  const [moves, slots, members, donationCounts, nearbyWilling] = await Promise.all([
    repo.moves(plan.plan_id),
    repo.slots(plan.plan_id, day),
    repo.activeMembers(plan.plan_id),
    repo.donationCounts(plan.plan_id),
    q ? repo.countNearbyWilling(q) : 0,
  ]);
  return presentView({ plan, moves, slots, members, donationCounts, nearbyWilling, today: day, appUrl: deps.appUrl });
}

/** The hospital town's centre (in the patient's state first), for nearby donors; null when the town is unknown. */
async function placeOf(repo: BridgeRepository, patientId: string, city: string) {
  const patient = await repo.patient(patientId);
  const town = (await repo.townCentre(city, patient?.state ?? null)) ?? (await repo.townCentre(city, null));
  return { latitude: town?.latitude ?? null, longitude: town?.longitude ?? null };
}

/** The patient's plan and bridge, invitations, joining and leaving (docs/product.md "Blood Bridge"). */
export function createBridgeService(deps: Deps) {
  const repo = createBridgeRepository(deps.db);
  const today = () => todayIso(deps.clock.now());

  const buildView = (plan: PlanRow) => presentPlan(deps, repo, plan);

  /** After a change the rotation re-plans, then the patient sees the plan as it now stands. */
  async function replanned(planId: string): Promise<BridgeView> {
    await deps.rotation.replan(planId);
    const plan = await repo.planById(planId);
    if (!plan) throw AppError.notFound(RULE_SAYS.noPlan);
    return buildView(plan);
  }

  const invitationsLimit = createAttemptLimiter(deps.limitStore, 'bridge-invitations', 3, 24 * 60 * 60 * 1000);
  const changesLimit = createAttemptLimiter(deps.limitStore, 'bridge-changes', CHANGES_PER_DAY, 24 * 60 * 60 * 1000);
  const takeChange = async (actor: Actor) => {
    if ((await changesLimit.take(actor.id)) > 0) throw AppError.rateLimited(SAYS.tooManyChanges);
  };

  return {
    async view(actor: Actor): Promise<BridgeView | null> {
      if (actor.userType !== 'Patient') throw AppError.forbidden(RULE_SAYS.patientsOnly);
      const plan = await repo.planOfPatient(actor.id);
      return plan ? buildView(plan) : null;
    },

    /** Creates the plan, or changes it: moves of dates before the new series start are dropped. */
    async savePlan(actor: Actor, input: TransfusionPlanInput & { component_id: number }): Promise<BridgeView> {
      if (actor.userType !== 'Patient') throw AppError.forbidden(RULE_SAYS.patientsOnly);
      checkNextDate(input.next_date, today());
      await takeChange(actor);
      const values = {
        hospital_name: input.hospital_name,
        hospital_city: input.hospital_city,
        ...(await placeOf(repo, actor.id, input.hospital_city)),
        units_per_transfusion: input.units_per_transfusion,
        interval_days: input.interval_days,
        next_date: input.next_date,
        blood_group_id: input.blood_group_id,
        component_id: input.component_id,
        antibodies_note: input.antibodies_note ?? null,
      };
      const planId = await storePlan(repo, actor.id, values, deps.clock.now());
      return replanned(planId);
    },

    /** Moves one upcoming date, or that date and all after it (the series moves). */
    async moveDate(actor: Actor, input: MoveDateInput): Promise<BridgeView> {
      const plan = await ownPlan(repo, actor);
      const day = today();
      const moves = await repo.moves(plan.plan_id);
      const change = shiftSeries(plan, moves, input, day);
      await takeChange(actor);
      await storeMove(repo, plan.plan_id, input.to, change, deps.clock.now());
      return replanned(plan.plan_id);
    },

    /** A new invitation link: the old one stops working at once. */
    async newInviteCode(actor: Actor): Promise<BridgeView> {
      const plan = await ownPlan(repo, actor);
      await repo.updatePlan(plan.plan_id, { invite_code: newInviteCode() }, deps.clock.now());
      const fresh = await repo.planById(plan.plan_id);
      return buildView(fresh ?? plan);
    },

    /** The patient takes a donor out of their bridge; the rotation replaces them in the dates not yet given. */
    async removeMember(actor: Actor, donorId: string): Promise<BridgeView> {
      const plan = await ownPlan(repo, actor);
      const ended = isUuid(donorId) && (await repo.end(plan.plan_id, donorId, 'removed', deps.clock.now()));
      if (!ended) throw AppError.notFound(SAYS.memberMissing);
      return replanned(plan.plan_id);
    },

    ...createBridgeInvitations({ ...deps, repo, invitationsLimit, ownPlan: (a: Actor) => ownPlan(repo, a) }),
    ...createBridgeMembership({ ...deps, repo }),
    ...createBridgeCalendars({ repo, clock: deps.clock }),
  };
}
export type BridgeService = ReturnType<typeof createBridgeService>;
