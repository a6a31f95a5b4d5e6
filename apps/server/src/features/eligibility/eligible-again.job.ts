import { eligibility, todayIso } from '@raktsetu/shared';
import { eligibleAgainMessage } from '../../adapters/mail/templates.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Job } from '../../lib/scheduler.ts';
import { EMAIL_TOPIC } from '../../outbox/topics.ts';
import type { Hub } from '../../realtime/hub.ts';
import { eligibleAgain } from '../notifications/notices.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { EligibilityCandidate, EligibilityRepository } from './eligibility.repository.ts';

/** ms between runs: hourly, so a donor hears on the morning of the day. */
const EVERY_MS = 60 * 60 * 1000;
/** Days late a notice may still go (the server was down on the day); older dates are never announced. */
const CATCH_UP_DAYS = 3;
/** Donors told per run at most; the rest follow in the next run. */
const BATCH = 2000;

export interface EligibleAgainDeps {
  repo: EligibilityRepository;
  notifications: NotificationsService;
  clock: Clock;
  hub: Hub;
  appUrl: string;
  onQueued: () => void;
}

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** Whether nothing but the interval kept this donor from giving: an underweight donor is not told to come. */
function eligibleToday(c: EligibilityCandidate, today: string): boolean {
  return eligibility(
    {
      sex: c.sex as 'male' | 'female' | null,
      date_of_birth: c.date_of_birth,
      weight_kg: c.weight_kg,
      hemoglobin_g_dl: c.hemoglobin_g_dl,
      last_donation_date: c.last_donation_date,
      last_donation_component_id: c.last_donation_component_id,
    },
    today,
  ).eligible;
}

/**
 * Tells each donor whose interval after the last donation ended today (or in the last few days) that they may
 * give again: one notice per last-donation date (its dedupe key), and an e-mail when they keep e-mail notices on.
 */
async function notifyDue(deps: EligibleAgainDeps): Promise<number> {
  const { repo, notifications, clock, hub } = deps;
  const at = clock.now();
  const today = todayIso(at);
  const due = (await repo.dueCandidates(addDays(today, -CATCH_UP_DAYS), today, BATCH)).filter((c) =>
    eligibleToday(c, today),
  );
  if (due.length === 0) return 0;
  const byId = new Map(due.map((c) => [c.donor_id, c]));
  const told = await repo.transaction(async (tx, raw) => {
    const written = await notifications.notify(
      raw,
      due.map((c) => ({ user_id: c.donor_id, ...eligibleAgain(c.donor_id, c.last_donation_date as string) })),
      at,
    );
    for (const n of written) {
      const donor = byId.get(n.user_id);
      if (!donor?.email_notices) continue;
      const firstName = donor.full_name.split(/\s+/)[0] || donor.full_name;
      const nearby = `${deps.appUrl}/app/requests?filter=nearby`;
      const mail = eligibleAgainMessage(donor.email, firstName, nearby, donor.preferred_language);
      await tx.enqueue({ topic: EMAIL_TOPIC, payload: mail, dedupeKey: `eligible-email:${n.notification_id}` }, at);
    }
    return written.map((n) => n.event);
  });
  if (told.length > 0) {
    hub.deliver(told);
    deps.onQueued();
  }
  return told.length;
}

/** The eligible-again notice as a scheduler job. */
export function createEligibleAgain(deps: EligibleAgainDeps) {
  const jobs: Job[] = [{ name: 'eligible-again', everyMs: EVERY_MS, run: () => notifyDue(deps) }];
  return { jobs, run: () => notifyDue(deps) };
}
