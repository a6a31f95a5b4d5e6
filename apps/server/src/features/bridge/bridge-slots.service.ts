import { todayIso } from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/actor.ts';
import { bridgeConfirmed, bridgeWithdrew } from '../notifications/bridge-notices.ts';
import { recordBridgeDonation } from './bridge-donations.ts';
import { shortName } from '../../lib/short-name.ts';
import { askSlot, emptyOut, patientWords, tell, type Ctx, type Out } from './bridge-ladder.ts';
import type { SlotRow } from './bridge-rotation.repository.ts';

/** What the server says about answers and outcomes (Hindi and Marathi in i18n/catalogues/*-rotation.ts). */
export const ROTATION_SAYS = {
  notAsked: 'This date is not asked of you.',
  notYours: 'This date is not in your Blood Bridge.',
  notConfirmed: 'Only a date a donor confirmed can be marked.',
  tooEarly: 'You can mark this date on or after its donation date.',
  alreadyMarked: 'This date was already marked otherwise.',
  donorsOnly: 'Only donors can answer a Blood Bridge date.',
  patientsOnly: 'Only the patient can mark a Blood Bridge date.',
};

type Answer = 'confirm' | 'decline';
type Outcome = 'donated' | 'missed';

/** The asked person's role on this slot, or null when it is not asked of `me` (a confirmed donor may withdraw). */
function roleOf(s: SlotRow, me: string, answer: Answer, today: string): 'donor' | 'backup' | 'withdraw' | null {
  if (s.state === 'asked' && s.donor_id === me) return 'donor';
  if (s.state === 'backup_asked' && s.backup_id === me) return 'backup';
  if (s.state === 'confirmed' && s.donor_id === me && answer === 'decline' && today < s.donation_date)
    return 'withdraw';
  return null;
}

/** A donor's answer, in one transaction with the plan held; the ladder then goes on at once (runPlan). */
async function answer(ctx: Ctx, step: (planId: string) => Promise<void>, user: Actor, slotId: string, a: Answer) {
  if (user.userType !== 'Donor') throw AppError.forbidden(ROTATION_SAYS.donorsOnly);
  const at = ctx.deps.clock.now();
  const out: Out = emptyOut();
  const found = await ctx.repo.slot(slotId);
  if (!found) throw AppError.notFound(ROTATION_SAYS.notAsked);
  const state = await ctx.repo.transaction(async (tx, raw) => {
    const plan = await tx.lockPlan(found.plan_id);
    const s = await tx.slot(slotId);
    const role = s && plan ? roleOf(s, user.id, a, todayIso(at)) : null;
    if (!s || !plan || !role) throw AppError.notFound(ROTATION_SAYS.notAsked);
    await tx.resetUnanswered(plan.plan_id, user.id);
    const name = shortName((await tx.person(user.id))?.full_name ?? '');
    if (a === 'confirm') {
      const change = {
        state: 'confirmed',
        confirmed_at: at,
        donor_id: user.id,
        ...(role === 'backup' ? { backup_id: null } : {}),
      };
      const changed = await tx.changeSlot(s.slot_id, [s.state], change, at);
      const notice = bridgeConfirmed(s.slot_id, user.id, name, s.donation_date);
      await tell(ctx, tx, raw, [{ user_id: plan.patient_id, ...notice }], at, out);
      return changed?.state ?? s.state;
    }
    await tx.passOver(s.slot_id, user.id);
    if (role === 'withdraw') {
      const notice = bridgeWithdrew(s.slot_id, user.id, name, s.donation_date);
      await tell(ctx, tx, raw, [{ user_id: plan.patient_id, ...notice }], at, out);
    }
    const words = await patientWords(tx, plan);
    const toBackup = role !== 'backup' && s.backup_id !== null && s.backup_id !== user.id;
    const asked = toBackup ? await askSlot(ctx, tx, raw, words, s, 'backup', [s.state], at, out) : null;
    if (asked) return asked.state;
    const changed = await tx.changeSlot(s.slot_id, [s.state], { state: 'uncovered', confirmed_at: null }, at);
    return changed?.state ?? s.state;
  });
  ctx.deps.hub.deliver(out.events);
  if (out.queued) ctx.deps.onQueued();
  // The next donor is planned and asked, or the patient told, now rather than at the ladder's next run.
  await step(found.plan_id);
  return { slot_id: slotId, state, plan_id: found.plan_id };
}

/** The patient's word on a confirmed date, on or after its donation date; the same word twice changes nothing. */
async function outcome(ctx: Ctx, user: Actor, slotId: string, o: Outcome) {
  if (user.userType !== 'Patient') throw AppError.forbidden(ROTATION_SAYS.patientsOnly);
  const at = ctx.deps.clock.now();
  const out: Out = emptyOut();
  const found = await ctx.repo.slot(slotId);
  const owner = found ? await ctx.repo.plan(found.plan_id) : null;
  // Another patient's slot answers like a missing one.
  if (!found || !owner || owner.patient_id !== user.id) throw AppError.notFound(ROTATION_SAYS.notYours);
  await ctx.repo.transaction(async (tx, raw) => {
    const plan = await tx.lockPlan(found.plan_id);
    const s = await tx.slot(slotId);
    if (!plan || !s) throw AppError.notFound(ROTATION_SAYS.notYours);
    if (s.state === o) return;
    if (s.state === 'donated' || s.state === 'missed') throw AppError.conflict(ROTATION_SAYS.alreadyMarked);
    if (s.state !== 'confirmed') throw AppError.conflict(ROTATION_SAYS.notConfirmed);
    if (todayIso(at) < s.donation_date) throw AppError.conflict(ROTATION_SAYS.tooEarly);
    const changed = await tx.changeSlot(s.slot_id, ['confirmed'], { state: o }, at);
    if (!changed || o !== 'donated') return;
    const words = await patientWords(tx, plan);
    await recordBridgeDonation(ctx, tx, raw, plan, changed, words.patient_first_name, at, out);
  });
  ctx.deps.hub.deliver(out.events);
  if (out.queued) ctx.deps.onQueued();
  return { slot_id: slotId, state: o, plan_id: found.plan_id };
}

/** The answer and outcome rules, bound to the rotation's context. */
export function createBridgeSlots(ctx: Ctx, step: (planId: string) => Promise<void>) {
  return {
    answer: (user: Actor, slotId: string, a: Answer) => answer(ctx, step, user, slotId, a),
    outcome: (user: Actor, slotId: string, o: Outcome) => outcome(ctx, user, slotId, o),
  };
}
