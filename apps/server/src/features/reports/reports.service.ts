import { ERROR_CODES, type ReportReason } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReportsRepository } from './reports.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND: Record<ReportInput['subject_type'], string> = {
  user: 'We could not find that person.',
  request: 'We could not find that request.',
  message: 'We could not find that message.',
};

export interface ReportInput {
  subject_type: 'user' | 'request' | 'message';
  subject_id: string;
  reason: ReportReason;
  details: string | null;
}

export interface ReportsServiceDeps {
  repo: ReportsRepository;
  clock: Clock;
  /** Opens the request as this person (the requests service's rule): a 404 AppError when they may not see it. */
  openRequest: (requestId: string, viewer: Actor) => Promise<unknown>;
  /** Reports a person may file (or refile) in any 24 hours (default 20). */
  reportsPerDay?: number;
  /** Where the report count lives (the database, shared by every server process). */
  limitStore: LimitStore;
}

/** Whether the subject exists for this reporter: anyone, a request they may see, or a CareBot chat of their own. */
async function subjectExists(deps: ReportsServiceDeps, reporter: Actor, input: ReportInput): Promise<boolean> {
  // Every subject id is a uuid: anything else names nothing (and must not reach a uuid column).
  if (!UUID.test(input.subject_id)) return false;
  if (input.subject_type === 'user') return deps.repo.userExists(input.subject_id);
  if (input.subject_type === 'request') {
    return deps.openRequest(input.subject_id, reporter).then(
      () => true,
      (err: unknown) => {
        if (err instanceof AppError && err.code === ERROR_CODES.NOT_FOUND) return false;
        throw err;
      },
    );
  }
  return deps.repo.ownChatExists(input.subject_id, reporter.id);
}

export function createReportsService(deps: ReportsServiceDeps) {
  const { repo, clock } = deps;
  // Reports reach people: a flood of them from one account is abuse of its own, so each person files a few a day.
  const filed = createAttemptLimiter(deps.limitStore, 'report', deps.reportsPerDay ?? 20, DAY_MS);
  return {
    async report(reporter: Actor, input: ReportInput) {
      if (!(await subjectExists(deps, reporter, input))) throw AppError.notFound(NOT_FOUND[input.subject_type]);
      // Checked and counted in one step (under the key's lock), so simultaneous reports cannot all pass.
      const wait = await filed.take(reporter.id);
      if (wait > 0) {
        const hours = Math.max(1, Math.ceil(wait / 3_600_000));
        throw AppError.rateLimited(
          `You have sent many reports today. You can send another in about ${hours} hour${hours === 1 ? '' : 's'}, or write to our support e-mail.`,
        );
      }
      return repo.upsert({ reporter_id: reporter.id, ...input }, clock.now());
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
