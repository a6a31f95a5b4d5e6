import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Names this server process among the others on one database: host and pid say where to look, the random part
 * tells a restart (or a second app in one test process) from the one before. Job leases are held under it and
 * /api/health reports it.
 */
export function newInstanceId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}
