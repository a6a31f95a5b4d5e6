import {
  BRIDGE,
  addDaysIso,
  canDonate,
  donationDateFor,
  groupName,
  planRotation,
  todayIso,
  transfusionDates,
  type PlannerMember,
  type PlannerSlot,
} from '@raktsetu/shared';
import type { Database } from '../../db/client.ts';
import type { Job } from '../../lib/scheduler.ts';
import { bridgeDateChanged, bridgeWithdrew, type BridgePatientWords } from '../notifications/bridge-notices.ts';
import { shortName } from '../../lib/short-name.ts';
import type { BridgeDeps } from './bridge-deps.ts';
import {
  cancelStale,
  emptyOut,
  patientWords,
  raiseRequests,
  stepSlot,
  tell,
  type Ctx,
  type Out,
} from './bridge-ladder.ts';
import {
  createBridgeRotationRepository,
  type PlanRow,
  type RotationTx,
  type SlotRow,
} from './bridge-rotation.repository.ts';
import { createBridgeSlots } from './bridge-slots.service.ts';

/** States the planner keeps as they are: someone was asked, confirmed, or the patient was already told. */
const FIXED = ['asked', 'backup_asked', 'confirmed', 'escalated'];
/** States whose donor (or backup, when backup_asked) was told they are asked or expected. */
const TOLD = ['asked', 'backup_asked', 'confirmed'];

const keyOf = (s: { transfusion_date: string; unit_index: number }) => `${s.transfusion_date}|${s.unit_index}`;

interface Replan {
  ctx: Ctx;
  tx: RotationTx;
  raw: Database;
  plan: PlanRow;
  words: BridgePatientWords;
  active: Set<string>;
  at: Date;
  out: Out;
}

/** A slot no longer wanted (its date moved, the plan changed, fewer units): cancelled; whoever was asked is told. */
async function cancel(r: Replan, s: SlotRow) {
  const changed = await r.tx.changeSlot(s.slot_id, [s.state], { state: 'cancelled' }, r.at);
  if (!changed) return;
  for (const id of [s.request_id, s.sos_request_id]) if (id) r.out.staleRequests.push(id);
  if (!TOLD.includes(s.state)) return;
  const who = s.state === 'backup_asked' ? s.backup_id : s.donor_id;
  if (!who || !r.active.has(who)) return;
  const notice = bridgeDateChanged(s.slot_id, r.words, s.donation_date);
  await tell(r.ctx, r.tx, r.raw, [{ user_id: who, ...notice }], r.at, r.out);
}

/** Clears a donor or backup who left the bridge; the slot whose asked or confirmed person left is planned again. */
async function dropLeavers(r: Replan, s: SlotRow): Promise<SlotRow> {
  const donorGone = s.donor_id !== null && !r.active.has(s.donor_id);
  const backupGone = s.backup_id !== null && !r.active.has(s.backup_id);
  if (!donorGone && !backupGone) return s;
  const current = s.state === 'backup_asked' ? backupGone : ['asked', 'confirmed'].includes(s.state) && donorGone;
  const change: Partial<SlotRow> = {};
  if (donorGone || current) change.donor_id = null;
  if (backupGone) change.backup_id = null;
  if (current) Object.assign(change, { state: 'planned', asked_at: null, backup_asked_at: null, confirmed_at: null });
  const changed = await r.tx.changeSlot(s.slot_id, [s.state], change, r.at);
  if (!changed) return s;
  if (current && s.state === 'confirmed' && s.donor_id) {
    const person = await r.tx.person(s.donor_id);
    const notice = bridgeWithdrew(s.slot_id, s.donor_id, shortName(person?.full_name ?? ''), s.donation_date);
    await tell(r.ctx, r.tx, r.raw, [{ user_id: r.plan.patient_id, ...notice }], r.at, r.out);
  }
  return changed;
}

/** The members as the planner sees them: only those whose blood may be given for the plan as it now stands. */
async function plannerMembers(tx: RotationTx, plan: PlanRow): Promise<PlannerMember[]> {
  const rows = (await tx.activeMembers(plan.plan_id)).filter(
    (m) =>
      (!m.patient_is_bombay || m.is_bombay) &&
      canDonate(groupName(m.blood_group_id), groupName(plan.blood_group_id), plan.component_id),
  );
  return rows.map((m) => ({
    donor_id: m.donor_id,
    joined_at: m.joined_at.toISOString(),
    sex: m.sex as 'male' | 'female' | null,
    date_of_birth: m.date_of_birth,
    weight_kg: m.weight_kg === null ? null : Number(m.weight_kg),
    hemoglobin_g_dl: m.hemoglobin_g_dl === null ? null : Number(m.hemoglobin_g_dl),
    last_donation_date: m.last_donation_date,
    last_donation_component_id: m.last_donation_component_id,
    not_responding: m.unanswered_count >= BRIDGE.notRespondingAfter,
  }));
}

/**
 * Re-plans one bridge's upcoming slots with the plan row held (docs/product.md "Blood Bridge"): the wanted slots
 * are the next dates × units; slots no longer wanted are cancelled, leavers cleared, and planRotation picks donor
 * and backup for the rest, keeping the slots past planning (FIXED) as they are.
 */
async function replanLocked(ctx: Ctx, tx: RotationTx, raw: Database, plan: PlanRow, at: Date, out: Out) {
  const today = todayIso(at);
  const moves = await tx.moves(plan.plan_id);
  // Dates whose donation day is today or later (a transfusion in the next 3 days is past planning).
  const dates = transfusionDates(plan, moves, addDaysIso(today, BRIDGE.donationLeadDays), BRIDGE.plannedDates);
  const wanted = dates.flatMap((d) =>
    Array.from({ length: plan.units_per_transfusion }, (_, i) => ({
      transfusion_date: d.transfusion_date,
      unit_index: i + 1,
      donation_date: donationDateFor(d.transfusion_date),
    })),
  );
  const wantedKeys = new Set(wanted.map(keyOf));
  const members = await plannerMembers(tx, plan);
  const r: Replan = {
    ctx,
    tx,
    raw,
    plan,
    at,
    out,
    words: await patientWords(tx, plan),
    active: new Set(members.map((m) => m.donor_id)),
  };
  // Dates already past their donation day are no longer planned, but one moved away is still cancelled (unless a
  // donor confirmed it: they may have given already, and the patient still says so).
  const current = new Set(transfusionDates(plan, moves, today, BRIDGE.plannedDates).map((d) => d.transfusion_date));
  const kept = new Map<string, SlotRow>();
  for (const s of await tx.upcomingSlots(plan.plan_id, today)) {
    if (s.donation_date < today) {
      const gone = !current.has(s.transfusion_date) || s.unit_index > plan.units_per_transfusion;
      if (gone && s.state !== 'confirmed') await cancel(r, s);
    } else if (!wantedKeys.has(keyOf(s)) || kept.has(keyOf(s))) await cancel(r, s);
    else kept.set(keyOf(s), await dropLeavers(r, s));
  }
  const slots: PlannerSlot[] = wanted.map((w) => {
    const s = kept.get(keyOf(w));
    const fixed = s && FIXED.includes(s.state) ? { donor_id: s.donor_id, backup_id: s.backup_id } : null;
    return { ...w, fixed, exclude: s?.passed_over ?? [] };
  });
  const past = Object.fromEntries((await tx.pastDonations(plan.plan_id)).map((p) => [p.donor_id, p.count]));
  const planned = planRotation({ members, slots, past_donations: past, today });
  const fresh = [];
  for (const p of planned) {
    const s = kept.get(keyOf(p));
    if (!s) {
      fresh.push({ ...p, plan_id: plan.plan_id, state: 'planned', created_at: at, updated_at: at });
      continue;
    }
    if (s.state !== 'planned' && s.state !== 'uncovered') continue;
    // An uncovered date the planner can now give to someone (a new member) is asked again.
    const state = s.state === 'uncovered' && p.donor_id ? 'planned' : s.state;
    if (s.donor_id === p.donor_id && s.backup_id === p.backup_id && state === s.state) continue;
    await tx.changeSlot(s.slot_id, [s.state], { donor_id: p.donor_id, backup_id: p.backup_id, state }, at);
  }
  await tx.insertSlots(fresh);
}

/**
 * One bridge's turn: re-plan, walk the ladder over its slots (one transaction with the plan held), then raise the
 * requests of escalated slots (requests.create has its own transaction; its idempotency key per slot makes a
 * repeat return the same request).
 */
async function runPlan(ctx: Ctx, planId: string, ladder: boolean): Promise<void> {
  const at = ctx.deps.clock.now();
  const out = emptyOut();
  const result = await ctx.repo.transaction(async (tx, raw) => {
    const plan = await tx.lockPlan(planId);
    if (!plan) return null;
    await replanLocked(ctx, tx, raw, plan, at, out);
    if (!ladder) return { plan, escalated: [] };
    const words = await patientWords(tx, plan);
    const escalated: SlotRow[] = [];
    for (const slot of await tx.ladderSlots(planId, todayIso(at))) {
      const s = await stepSlot(ctx, tx, raw, words, plan, slot, at, out);
      if (s.state === 'escalated') escalated.push(s);
    }
    return { plan, escalated };
  });
  ctx.deps.hub.deliver(out.events);
  if (out.queued) ctx.deps.onQueued();
  if (!result) return;
  await cancelStale(ctx, result.plan.patient_id, out.staleRequests);
  for (const s of result.escalated) await raiseRequests(ctx, result.plan, s, at);
}

/** Every plan's turn, one after another; one plan's failure does not stop the others. */
async function ladderRun(ctx: Ctx): Promise<number> {
  const plans = await ctx.repo.planIds();
  for (const { plan_id } of plans) {
    try {
      await runPlan(ctx, plan_id, true);
    } catch (error) {
      ctx.deps.log.error({ err: error, plan_id }, 'bridge ladder: one plan failed; the others went on');
    }
  }
  return plans.length;
}

/**
 * The rotation and the asking ladder of every bridge (docs/product.md "Blood Bridge"): keeps each plan's slots
 * planned, asks donors, falls back to backups, escalates, and records answers and outcomes.
 */
export function createBridgeRotation(deps: BridgeDeps) {
  const ctx: Ctx = { deps, repo: createBridgeRotationRepository(deps.db) };
  const step = (planId: string) => runPlan(ctx, planId, true);
  const slots = createBridgeSlots(ctx, step);
  const rotation = {
    /**
     * Re-plans one bridge's upcoming slots now (after a join, a leave, a plan change or a moved date) and takes the
     * ladder's step: a donor planned for a date already inside the asking window is asked at once, not at the
     * job's next run up to 15 minutes later.
     */
    replan: step,
    /** The ladder's step for one bridge now (tests, and after an answer). */
    step,
    answer: slots.answer,
    outcome: slots.outcome,
    jobs: [{ name: 'bridge-ladder', everyMs: 15 * 60 * 1000, run: () => ladderRun(ctx) }] as Job[],
  };
  return rotation;
}
export type BridgeRotation = ReturnType<typeof createBridgeRotation>;
