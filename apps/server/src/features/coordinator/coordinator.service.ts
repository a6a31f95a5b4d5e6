import { groupName, type AuditEntry } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter, describeWait } from '../../lib/attempt-limiter.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import { createAuditRepository, recordAudit, type AuditRepository } from '../audit/audit.repository.ts';
import type { BridgeDeps } from '../bridge/bridge-deps.ts';
import { bridgeMessage } from '../notifications/bridge-notices.ts';
import { coordinatorOverview } from './coordinator-overview.ts';
import { noticeMessage } from '../../adapters/mail/templates.ts';
import { createCoordinatorRepository, type CoordinatorRepository } from './coordinator.repository.ts';

export const COORDINATOR_SAYS = {
  onlyCoordinators: 'Only RaktSetu coordinators can see and do this.',
  noPlan: 'Blood Bridge not found.',
  noReport: 'Report not found.',
  noStaff: 'No blood bank staff account has this id.',
  sent: (reached: number) => (reached === 1 ? 'Message sent to 1 donor.' : `Message sent to ${reached} donors.`),
  tooMany: (max: number, wait: string) =>
    `You have sent ${max} bridge messages in the last hour, the most we allow. You can send more ${wait}.`,
  handled: 'Report marked handled.',
  verified: 'Staff account verified: it can now change stock and confirm donations.',
} as const;

/** Bridge messages one coordinator may send in any hour: enough for a bad day, too few to spam donors. */
const MESSAGES_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
const AUDIT_PAGE_SIZE = 20;

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;

interface Context {
  deps: BridgeDeps;
  repo: CoordinatorRepository;
  audit: AuditRepository;
  messages: ReturnType<typeof createAttemptLimiter>;
}

/** The coordinator (or admin) acting, as the audit trail names them now. */
async function coordinator({ repo }: Context, actor: Actor) {
  if (actor.userType !== 'Coordinator' && actor.userType !== 'Admin') {
    throw AppError.forbidden(COORDINATOR_SAYS.onlyCoordinators);
  }
  const name = await repo.actorName(actor.id);
  return { actor_id: actor.id, actor_name: name ?? '(unknown)', actor_role: actor.userType };
}

/**
 * A notice to every active donor of a bridge (and an e-mail to those who keep e-mail notices on), written with its
 * audit row in one transaction; the live events go out after the commit.
 */
async function messageBridge(ctx: Context, actor: Actor, planId: string, message: string) {
  const { deps, repo } = ctx;
  const who = await coordinator(ctx, actor);
  const plan = await repo.plan(planId);
  if (!plan) throw AppError.notFound(COORDINATOR_SAYS.noPlan);
  const wait = await ctx.messages.take(actor.id);
  if (wait > 0) throw AppError.rateLimited(COORDINATOR_SAYS.tooMany(MESSAGES_PER_HOUR, describeWait(wait)));
  const at = deps.clock.now();
  const words = {
    patient_first_name: firstName(plan.full_name),
    blood_group: groupName(plan.blood_group_id),
    hospital_city: plan.hospital_city,
  };
  const url = `${deps.appUrl}/app/bridges`;
  const { events, reached, mailed } = await repo.transaction(async (tx, raw) => {
    const members = await tx.activeMembers(planId);
    // The audit row's id names the message, so its notices are keyed to it (one per donor per message).
    const auditId = await recordAudit(raw, {
      ...who,
      action: 'bridge.messaged',
      subject_type: 'bridge',
      subject_id: planId,
      details: { message, reached: members.length },
      at,
    });
    const notice = bridgeMessage(String(auditId), words, message);
    const written = await deps.notifications.notify(
      raw,
      members.map((m) => ({ user_id: m.user_id, ...notice })),
      at,
    );
    const byId = new Map(members.map((m) => [m.user_id, m]));
    let mails = 0;
    for (const n of written) {
      const member = byId.get(n.user_id);
      if (!member?.email_notices) continue;
      const mail = noticeMessage(member, n, url);
      await tx.enqueue(
        { topic: EMAIL_TOPIC, payload: mail, dedupeKey: `bridge-message-email:${n.notification_id}` },
        at,
      );
      mails += 1;
    }
    return { events: written.map((n) => n.event), reached: members.length, mailed: mails };
  });
  deps.hub.deliver(events);
  if (mailed > 0) deps.onQueued();
  return { message: COORDINATOR_SAYS.sent(reached), data: { reached } };
}

/** Marks a report reviewed; doing it again answers the same and adds no audit row. */
async function markReportHandled(ctx: Context, actor: Actor, reportId: string) {
  const { deps, repo } = ctx;
  const who = await coordinator(ctx, actor);
  const found = await repo.report(reportId);
  if (!found) throw AppError.notFound(COORDINATOR_SAYS.noReport);
  const at = deps.clock.now();
  const row = await repo.transaction(async (tx, raw) => {
    const changed = await tx.markHandled(reportId, actor.id, at);
    // Handled already (by this coordinator or another): the same answer, and no second audit row.
    if (!changed) return tx.report(reportId);
    await recordAudit(raw, {
      ...who,
      action: 'report.handled',
      subject_type: 'report',
      subject_id: reportId,
      details: {},
      at,
    });
    return changed;
  });
  return {
    message: COORDINATOR_SAYS.handled,
    data: {
      report_id: reportId,
      status: row?.status ?? 'reviewed',
      handled_at: row?.handled_at?.toISOString() ?? null,
    },
  };
}

/** Lets a staff account change stock and confirm donations; again is a no-op (docs/product.md, Coordinators). */
async function verifyStaff(ctx: Context, actor: Actor, userId: string) {
  const { deps, repo } = ctx;
  const who = await coordinator(ctx, actor);
  const found = await repo.staff(userId);
  if (!found) throw AppError.notFound(COORDINATOR_SAYS.noStaff);
  const at = deps.clock.now();
  const row = await repo.transaction(async (tx, raw) => {
    const changed = await tx.markVerified(userId, actor.id, at);
    if (!changed) return tx.staff(userId);
    await recordAudit(raw, {
      ...who,
      action: 'staff.verified',
      subject_type: 'staff',
      subject_id: userId,
      details: { bank_id: changed.bank_id },
      at,
    });
    return changed;
  });
  return {
    message: COORDINATOR_SAYS.verified,
    data: { user_id: userId, verified_at: row?.verified_at?.toISOString() ?? null },
  };
}

async function auditPage(ctx: Context, actor: Actor, page: number) {
  await coordinator(ctx, actor);
  const { rows, total } = await ctx.audit.page(AUDIT_PAGE_SIZE, (page - 1) * AUDIT_PAGE_SIZE);
  const items: AuditEntry[] = rows.map((r) => ({
    audit_id: r.audit_id,
    actor_name: r.actor_name,
    actor_role: r.actor_role,
    action: r.action,
    subject_type: r.subject_type,
    subject_id: r.subject_id,
    details: r.details,
    created_at: r.created_at.toISOString(),
  }));
  return { items, total, page };
}

/** What coordinators see and do; every action is written to the audit trail in its own transaction. */
export function createCoordinatorService(deps: BridgeDeps) {
  const ctx: Context = {
    deps,
    repo: createCoordinatorRepository(deps.db),
    audit: createAuditRepository(deps.db),
    messages: createAttemptLimiter(deps.limitStore, 'coordinator-message', MESSAGES_PER_HOUR, HOUR_MS),
  };
  return {
    async overview(actor: Actor) {
      await coordinator(ctx, actor);
      return coordinatorOverview(ctx.repo, deps.clock.now());
    },
    messageBridge: (actor: Actor, planId: string, message: string) => messageBridge(ctx, actor, planId, message),
    markReportHandled: (actor: Actor, reportId: string) => markReportHandled(ctx, actor, reportId),
    verifyStaff: (actor: Actor, userId: string) => verifyStaff(ctx, actor, userId),
    auditPage: (actor: Actor, page: number) => auditPage(ctx, actor, page),
  };
}
export type CoordinatorService = ReturnType<typeof createCoordinatorService>;
