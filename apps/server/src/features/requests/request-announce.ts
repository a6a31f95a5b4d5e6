import type { LiveEvent } from '../../realtime/hub.ts';
import { insertUserEvents, type Inserter } from '../../realtime/user-events.repository.ts';

/**
 * Inside the caller's transaction: tells the patient and everyone involved that a request changed, so their
 * open pages refresh live, in one statement. Returns the events written: after its commit the caller hands them
 * to `hub.deliver`.
 */
export async function announceRequestChange(
  tx: Inserter,
  userIds: string[],
  change: { requestId: string; status: string; reason: string },
  at: Date,
): Promise<LiveEvent[]> {
  const payload = { request_id: change.requestId, status: change.status, reason: change.reason };
  return insertUserEvents(
    tx,
    [...new Set(userIds)].map((userId) => ({ user_id: userId, type: 'request', payload })),
    at,
  );
}
