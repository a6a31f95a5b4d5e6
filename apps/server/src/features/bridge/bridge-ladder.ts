import { BRIDGE, addDaysIso, groupName, todayIso } from '@raktsetu/shared';
import { noticeMessage } from '../../adapters/mail/templates.ts';
import type { Database } from '../../db/client.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import type { LiveEvent } from '../../realtime/hub.ts';
import { bridgeAsk, bridgeEscalated, bridgeSos, type BridgePatientWords } from '../notifications/bridge-notices.ts';
import type { Delivery } from '../notifications/notifications.service.ts';
import type { BridgeDeps } from './bridge-deps.ts';
import type { BridgeRotationRepository, PlanRow, RotationTx, SlotRow } from './bridge-rotation.repository.ts';

/*
 * The asking ladder of one slot (docs/product.md "Blood Bridge"): ask the donor 10 days before the donation date,
 * the backup after 48 h without an answer, tell the patient and raise an Urgent request 4 days before, an SOS the
 * day before the transfusion. Every step changes a slot only from the state it expects (in the UPDATE's WHERE) and
 * every notice has a dedupe key, so a second run, or a run on another process, changes nothing more.
 */

export interface Ctx {
  deps: BridgeDeps;
  repo: BridgeRotationRepository;
}

/** What a transaction produced for after its commit: live events to deliver, and whether work was queued. */
export interface Out {
  events: LiveEvent[];
  queued: boolean;
  /** Requests of slots cancelled meanwhile (their date moved): cancelled as the patient after the commit. */
  staleRequests: string[];
}
export const emptyOut = (): Out => ({ events: [], queued: false, staleRequests: [] });

/** Cancels, as the patient, the open requests of slots that no longer exist (one already closed stays as it is). */
export async function cancelStale(ctx: Ctx, patientId: string, requestIds: readonly string[]): Promise<void> {
  const actor = { id: patientId, userType: 'Patient' as const, sessionId: 'bridge', expiresAt: 0 };
  for (const id of requestIds) {
    await ctx.deps.requests.updateStatus(actor, id, { status: 'Cancelled' }).catch(() => undefined);
  }
}

const HOUR_MS = 60 * 60 * 1000;
const firstName = (full: string) => full.split(/\s+/)[0] || full;

/** The patient as donors' notices name them: first name, group, hospital town. */
export async function patientWords(tx: RotationTx, plan: PlanRow): Promise<BridgePatientWords> {
  const patient = await tx.person(plan.patient_id);
  return {
    patient_first_name: firstName(patient?.full_name ?? ''),
    blood_group: groupName(plan.blood_group_id),
    hospital_city: plan.hospital_city,
  };
}

/**
 * Writes notices in the transaction; with `mailPath`, also queues an e-mail with the same words to each recipient
 * who keeps e-mail notices on (the button opens `mailPath` in the web app).
 */
export async function tell(
  ctx: Ctx,
  tx: RotationTx,
  raw: Database,
  deliveries: Delivery[],
  at: Date,
  out: Out,
  mailPath?: string,
): Promise<void> {
  const written = await ctx.deps.notifications.notify(raw, deliveries, at);
  out.events.push(...written.map((n) => n.event));
  if (!mailPath) return;
  for (const n of written) {
    const person = await tx.person(n.user_id);
    if (!person?.email_notices) continue;
    const payload = noticeMessage(person, n, `${ctx.deps.appUrl}${mailPath}`);
    await tx.enqueue({ topic: EMAIL_TOPIC, payload, dedupeKey: `bridge-email:${n.notification_id}` }, at);
    out.queued = true;
  }
}

/** Asks the slot's donor or backup (the slot must be in `from`); returns the changed slot or null. */
export async function askSlot(
  ctx: Ctx,
  tx: RotationTx,
  raw: Database,
  words: BridgePatientWords,
  s: SlotRow,
  role: 'donor' | 'backup',
  from: readonly string[],
  at: Date,
  out: Out,
): Promise<SlotRow | null> {
  const who = role === 'donor' ? s.donor_id : s.backup_id;
  if (!who) return null;
  const change = role === 'donor' ? { state: 'asked', asked_at: at } : { state: 'backup_asked', backup_asked_at: at };
  const changed = await tx.changeSlot(s.slot_id, from, change, at);
  if (!changed) return null;
  const notice = bridgeAsk(s.slot_id, role, words, s.donation_date);
  await tell(ctx, tx, raw, [{ user_id: who, ...notice }], at, out, '/app/bridges');
  return changed;
}

const lapsed = (since: Date | null, at: Date) =>
  since !== null && at.getTime() >= since.getTime() + BRIDGE.answerHours * HOUR_MS;

/** The asked person did not answer in time: counted, passed over for this slot, and the next one asked. */
async function lapse(
  ctx: Ctx,
  tx: RotationTx,
  raw: Database,
  words: BridgePatientWords,
  s: SlotRow,
  at: Date,
  out: Out,
) {
  const role = s.state === 'asked' ? 'donor' : 'backup';
  const who = role === 'donor' ? s.donor_id : s.backup_id;
  let next: SlotRow | null = null;
  if (role === 'donor' && s.backup_id) next = await askSlot(ctx, tx, raw, words, s, 'backup', ['asked'], at, out);
  else next = await tx.changeSlot(s.slot_id, [s.state], { state: 'uncovered' }, at);
  if (!next) return s;
  if (who) {
    await tx.countUnanswered(s.plan_id, who);
    await tx.passOver(s.slot_id, who);
  }
  return next;
}

/** One pass of the ladder over one slot, inside the plan's transaction. Returns the slot as it now stands. */
export async function stepSlot(
  ctx: Ctx,
  tx: RotationTx,
  raw: Database,
  words: BridgePatientWords,
  plan: PlanRow,
  slot: SlotRow,
  at: Date,
  out: Out,
): Promise<SlotRow> {
  const today = todayIso(at);
  let s = slot;
  if (s.state === 'planned' && today >= addDaysIso(s.donation_date, -BRIDGE.askDaysBefore)) {
    const next = s.donor_id
      ? await askSlot(ctx, tx, raw, words, s, 'donor', ['planned'], at, out)
      : await tx.changeSlot(s.slot_id, ['planned'], { state: 'uncovered' }, at);
    s = next ?? s;
  }
  if (s.state === 'asked' && lapsed(s.asked_at, at)) s = await lapse(ctx, tx, raw, words, s, at, out);
  if (s.state === 'backup_asked' && lapsed(s.backup_asked_at, at)) s = await lapse(ctx, tx, raw, words, s, at, out);
  const waiting = ['uncovered', 'asked', 'backup_asked'];
  if (waiting.includes(s.state) && today >= addDaysIso(s.donation_date, -BRIDGE.escalateDaysBefore)) {
    const changed = await tx.changeSlot(s.slot_id, waiting, { state: 'escalated', escalated_at: at }, at);
    if (changed) {
      const notice = bridgeEscalated(s.slot_id, s.transfusion_date);
      await tell(ctx, tx, raw, [{ user_id: plan.patient_id, ...notice }], at, out, '/app/bridge');
      s = changed;
    }
  }
  return s;
}

/** Raises a request for the slot as the patient would; null (logged without personal data) when refused. */
async function raise(ctx: Ctx, plan: PlanRow, s: SlotRow, urgency: 'Urgent' | 'SOS'): Promise<string | null> {
  const actor = { id: plan.patient_id, userType: 'Patient' as const, sessionId: 'bridge', expiresAt: 0 };
  const input = {
    urgency,
    blood_group_id: plan.blood_group_id,
    component_id: plan.component_id,
    units_required: 1,
    hospital_name: plan.hospital_name,
    latitude: plan.latitude,
    longitude: plan.longitude,
    notes: `Blood Bridge: ${s.transfusion_date}`,
  };
  const key = `bridge:${s.slot_id}:${urgency === 'SOS' ? 'sos' : 'urgent'}`;
  try {
    const created = await ctx.deps.requests.create(actor, input, key);
    return created.request_id;
  } catch (error) {
    // The patient's request limits (or a rule of requests) refused it: the slot stays escalated for the patient.
    const code = (error as { code?: string }).code ?? 'unknown';
    ctx.deps.log.warn({ urgency, code }, 'bridge ladder: the request for a date nobody confirmed was refused');
    return null;
  }
}

/** After the ladder's transaction: the escalated slot's Urgent request, then its SOS the day before. */
export async function raiseRequests(ctx: Ctx, plan: PlanRow, s: SlotRow, at: Date): Promise<void> {
  const { repo, deps } = ctx;
  const today = todayIso(at);
  let requestId = s.request_id;
  if (!requestId && !s.sos_request_id) {
    requestId = await raise(ctx, plan, s, 'Urgent');
    if (requestId) await repo.changeSlot(s.slot_id, ['escalated'], { request_id: requestId }, at);
  }
  if (s.sos_request_id || today < addDaysIso(s.transfusion_date, -BRIDGE.sosDaysBeforeTransfusion)) return;
  const status = requestId ? await repo.requestStatus(requestId) : null;
  // Someone accepted the Urgent request (or it closed): no SOS.
  if (status !== null && status !== 'Open') return;
  const sosId = await raise(ctx, plan, s, 'SOS');
  if (!sosId) return;
  const out = emptyOut();
  await repo.transaction(async (tx, raw) => {
    const changed = await tx.changeSlot(s.slot_id, ['escalated'], { sos_request_id: sosId }, at);
    if (!changed) return;
    await tell(ctx, tx, raw, [{ user_id: plan.patient_id, ...bridgeSos(s.slot_id, s.transfusion_date) }], at, out);
  });
  deps.hub.deliver(out.events);
  if (requestId) {
    // One open request: the SOS replaces the Urgent one.
    await cancelStale(ctx, plan.patient_id, [requestId]);
  }
}
