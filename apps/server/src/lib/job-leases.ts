import type { JobLeasesRepository } from '../features/limits/job-leases.repository.ts';
import type { Clock } from './clock.ts';

/**
 * Which process runs a periodic job: each run first takes the job's row in job_leases, so with several server
 * processes on one database one of them runs it and the others skip. A lease expires on its own, so a process that
 * dies mid-run holds a job up for at most the run bound; one that finishes moves the lease's end to when the job is
 * next due, so the job runs about every `everyMs` across all processes together.
 */
export function createJobLeases(opts: { repo: JobLeasesRepository; clock: Clock; holder: string }) {
  const { repo, clock, holder } = opts;
  return {
    holder,
    /** True when this process now holds the job for up to `runBoundMs`; false when another process does. */
    acquire(name: string, runBoundMs: number): Promise<boolean> {
      const now = clock.now();
      return repo.acquire(name, holder, now, new Date(now.getTime() + runBoundMs));
    },
    /** The run is over: the lease now ends when the job is next due, `nextInMs` after the run started. */
    finish(name: string, startedAt: Date, nextInMs: number): Promise<void> {
      return repo.extend(name, holder, new Date(startedAt.getTime() + nextInMs));
    },
  };
}
export type JobLeases = ReturnType<typeof createJobLeases>;
