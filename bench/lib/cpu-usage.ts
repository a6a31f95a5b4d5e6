/**
 * CPU time spent by each side of a benchmark: the server process, the PostgreSQL backends serving its database,
 * and this benchmark process. Wall times on a shared 2-core machine move with whatever else runs; CPU time per
 * unit of work moves much less, so a change can be judged by it while the machine is busy (Linux /proc only).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Linux clock ticks per second, as /proc reports utime and stime (USER_HZ, 100 on every Linux build). */
const TICK_MS = 10;

/** CPU ms the process has used so far, every thread; NaN once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** The backends connected to the database of `databaseUrl` (this reader's own connection left out). */
async function backendPids(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

export interface CpuSpent {
  serverMs: number;
  /** NaN on the embedded database, which runs inside the server process (counted in serverMs). */
  databaseMs: number;
  clientMs: number;
}

/**
 * Starts counting: `stop()` returns the CPU ms each side used since. The database side is the backends connected
 * before or after (a backend that started in between counts from its start; one that ended in between is missed,
 * which the server's pool avoids by keeping its connections). Other databases' backends never count.
 */
export async function startCpuCount(serverPid: number, databaseUrl: string | undefined) {
  const clientBefore = process.cpuUsage();
  const serverBefore = processCpuMs(serverPid);
  const backendsBefore = new Map<number, number>();
  if (databaseUrl) for (const pid of await backendPids(databaseUrl)) backendsBefore.set(pid, processCpuMs(pid));
  return {
    async stop(): Promise<CpuSpent> {
      const client = process.cpuUsage(clientBefore);
      const serverMs = processCpuMs(serverPid) - serverBefore;
      let databaseMs = NaN;
      if (databaseUrl) {
        const pids = new Set([...backendsBefore.keys(), ...(await backendPids(databaseUrl))]);
        databaseMs = 0;
        for (const pid of pids) {
          const now = processCpuMs(pid);
          if (!Number.isNaN(now)) databaseMs += now - (backendsBefore.get(pid) ?? 0);
        }
      }
      return { serverMs, databaseMs, clientMs: (client.user + client.system) / 1000 };
    },
  };
}
