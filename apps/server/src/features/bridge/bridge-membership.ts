import { todayIso, type BridgeInvitePreview, type Memberships } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { BridgeDeps } from './bridge-deps.ts';
import type { BridgeRotation } from './bridge-rotation.ts';
import { mayGive } from './bridge-rules.ts';
import { presentInvitation, presentMembership, presentPreview } from './bridge-view.ts';
import type { BridgeRepository, PlanRow } from './bridge.repository.ts';

export const MEMBER_SAYS = {
  badLink: 'This invitation link is not valid or was replaced. Ask the family for a new one.',
  donorsOnly: 'Only donors can join a Blood Bridge.',
  cannotGive: 'Your blood group cannot be given to this patient, so you cannot join this bridge.',
  noInvitation: 'We could not find that invitation.',
  notMember: 'You are not in this bridge.',
  removed: 'The family took you out of this bridge, so you cannot join it again.',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

interface Deps extends BridgeDeps {
  repo: BridgeRepository;
  rotation: BridgeRotation;
}

/** A donor's side of a bridge: the invitation link, joining, leaving, and what they are asked (docs/product.md). */
export function createBridgeMembership(deps: Deps) {
  const { repo } = deps;
  const today = () => todayIso(deps.clock.now());

  function requireDonor(actor: Actor) {
    if (actor.userType !== 'Donor') throw AppError.forbidden(MEMBER_SAYS.donorsOnly);
  }

  /** Joins (or comes back to) the plan's bridge if their blood may be given; a second join changes nothing. */
  async function joinPlan(actor: Actor, plan: PlanRow, source: 'link' | 'invited') {
    const donor = await repo.donor(actor.id);
    if (!donor || !mayGive(plan, donor)) throw AppError.badRequest(MEMBER_SAYS.cannotGive);
    // A donor the patient took out stays out: only one who left on their own may come back.
    if ((await repo.member(plan.plan_id, actor.id))?.status === 'removed') {
      throw AppError.forbidden(MEMBER_SAYS.removed);
    }
    const joined = await repo.join(plan.plan_id, actor.id, source, deps.clock.now());
    if (joined) await deps.rotation.replan(plan.plan_id);
    return { plan_id: plan.plan_id };
  }

  async function planOfCode(code: string) {
    const plan = await repo.planByCode(code);
    if (!plan) throw AppError.notFound(MEMBER_SAYS.badLink);
    return plan;
  }

  async function memberships(actor: Actor): Promise<Memberships> {
    requireDonor(actor);
    const [planIds, invitations] = await Promise.all([repo.activePlanIds(actor.id), repo.invitations(actor.id)]);
    const active = new Set(planIds);
    const [slots, plans] = await Promise.all([
      repo.donorSlots(actor.id, today()),
      repo.plansByIds([...new Set([...planIds, ...invitations.map((i) => i.plan_id)])]),
    ]);
    const byId = new Map(plans.map((p) => [p.plan_id, p]));
    return {
      bridges: planIds.flatMap((id) => {
        const plan = byId.get(id);
        return plan ? [presentMembership(plan, slots, actor.id, today())] : [];
      }),
      invitations: invitations.flatMap((i) => {
        const plan = byId.get(i.plan_id);
        return plan && !active.has(i.plan_id) ? [presentInvitation(plan, i.created_at)] : [];
      }),
    };
  }

  return {
    /** What the link shows before joining: the patient's first name, group and town, and whether they can give. */
    async preview(actor: Actor, code: string): Promise<BridgeInvitePreview> {
      const plan = await planOfCode(code);
      const donor = actor.userType === 'Donor' ? await repo.donor(actor.id) : undefined;
      const member = donor ? await repo.member(plan.plan_id, actor.id) : undefined;
      return presentPreview(plan, Boolean(donor && mayGive(plan, donor)), member?.status === 'active');
    },

    async joinByCode(actor: Actor, code: string) {
      requireDonor(actor);
      return joinPlan(actor, await planOfCode(code), 'link');
    },

    /** Accepts an invitation the patient sent them (only one that exists). */
    async accept(actor: Actor, planId: string) {
      requireDonor(actor);
      if (!isUuid(planId) || !(await repo.invited(planId, actor.id))) {
        throw AppError.notFound(MEMBER_SAYS.noInvitation);
      }
      const plan = await repo.planById(planId);
      if (!plan) throw AppError.notFound(MEMBER_SAYS.noInvitation);
      return joinPlan(actor, plan, 'invited');
    },

    memberships,

    /** The donor leaves; the rotation gives their dates not yet given to others. */
    async leave(actor: Actor, planId: string): Promise<Memberships> {
      requireDonor(actor);
      const left = isUuid(planId) && (await repo.end(planId, actor.id, 'left', deps.clock.now()));
      if (!left) throw AppError.notFound(MEMBER_SAYS.notMember);
      await deps.rotation.replan(planId);
      return memberships(actor);
    },
  };
}
