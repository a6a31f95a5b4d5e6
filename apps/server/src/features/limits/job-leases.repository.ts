import { and, eq, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobLeases } from '../../db/schema/index.ts';

/** The job_leases table: which server process runs a periodic job until when (lib/job-leases.ts). */
export function createJobLeasesRepository(db: Database) {
  return {
    /** Takes the job's lease until `expiresAt` when it is free (expired) or already this holder's; true if taken. */
    async acquire(name: string, holder: string, now: Date, expiresAt: Date): Promise<boolean> {
      const taken = await db
        .insert(jobLeases)
        .values({ name, holder, expires_at: expiresAt })
        .onConflictDoUpdate({
          target: jobLeases.name,
          set: { holder, expires_at: expiresAt },
          setWhere: or(lte(jobLeases.expires_at, now), eq(jobLeases.holder, holder)),
        })
        .returning({ name: jobLeases.name });
      return taken.length > 0;
    },
    /** Moves the end of a lease this holder has. */
    async extend(name: string, holder: string, expiresAt: Date): Promise<void> {
      await db
        .update(jobLeases)
        .set({ expires_at: expiresAt })
        .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
    },
  };
}
export type JobLeasesRepository = ReturnType<typeof createJobLeasesRepository>;
