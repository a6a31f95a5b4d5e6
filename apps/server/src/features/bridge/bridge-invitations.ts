import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import { bridgeInvite } from '../notifications/bridge-notices.ts';
import type { BridgeDeps } from './bridge-deps.ts';
import { noticeMessage } from '../../adapters/mail/templates.ts';
import { patientWords } from './bridge-view.ts';
import type { BridgeRepository, PlanRow } from './bridge.repository.ts';
import { nearbyQuery } from './bridge-rules.ts';

/** Donors invited per call at most: the rest can be invited by the next call. */
const INVITES_PER_CALL = 50;

export const INVITE_SAYS = {
  noPlace:
    'We could not find your hospital’s town on our map, so we cannot look for donors near it. Check the town’s spelling in your plan.',
  tooMany: 'You have invited nearby donors several times today. You can invite more tomorrow.',
} as const;

interface Deps extends BridgeDeps {
  repo: BridgeRepository;
  invitationsLimit: AttemptLimiter;
  ownPlan: (actor: Actor) => Promise<PlanRow>;
}

/** The patient invites the nearby donors who said they are willing to join a bridge (docs/product.md). */
export function createBridgeInvitations(deps: Deps) {
  const { repo } = deps;
  return {
    /**
     * Invites each compatible willing donor within reach once: an invitation row, a notice and (with e-mail
     * notices on) an e-mail, all in one transaction so a retry neither loses nor repeats any.
     */
    async inviteNearby(actor: Actor): Promise<{ invited: number }> {
      const plan = await deps.ownPlan(actor);
      const q = nearbyQuery(plan);
      if (!q) throw AppError.badRequest(INVITE_SAYS.noPlace);
      if ((await deps.invitationsLimit.take(actor.id)) > 0) throw AppError.rateLimited(INVITE_SAYS.tooMany);
      const at = deps.clock.now();
      const words = patientWords(plan);
      const events = await repo.transaction(async (tx, raw) => {
        const candidates = await tx.nearbyWilling(q, INVITES_PER_CALL);
        const invited = await tx.insertInvitations(
          plan.plan_id,
          candidates.map((c) => c.donor_id),
          at,
        );
        const ids = new Set(invited.map((r) => r.donor_id));
        const written = await deps.notifications.notify(
          raw,
          [...ids].map((user_id) => ({ user_id, ...bridgeInvite(plan.plan_id, words) })),
          at,
        );
        const byId = new Map(candidates.map((c) => [c.donor_id, c]));
        for (const n of written) {
          const donor = byId.get(n.user_id);
          if (!donor?.email_notices) continue;
          const mail = noticeMessage(donor, n, `${deps.appUrl}/app/bridges`);
          await tx.enqueue(
            { topic: EMAIL_TOPIC, payload: mail, dedupeKey: `bridge-invite-email:${n.notification_id}` },
            at,
          );
        }
        return { count: ids.size, events: written.map((n) => n.event) };
      });
      if (events.events.length > 0) {
        deps.hub.deliver(events.events);
        deps.onQueued();
      }
      return { invited: events.count };
    },
  };
}
