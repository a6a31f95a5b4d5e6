import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Names this server process among the others on one database: host and pid say where to look, the random part
 * tells a restart (or a second app in one test process) from the one before. Job leases are held under it and
 * /api/health reports it.
 */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/**
 * How /api/health names the process to anyone who asks: a digest of the instance id, stable for the process's life.
 * The host name and pid stay in the job leases (operators read them from the database), not on a public page.
 */
export function publicInstanceId(instanceId: string): string {
  return createHash('sha256').update(instanceId).digest('hex').slice(0, 12);
}
