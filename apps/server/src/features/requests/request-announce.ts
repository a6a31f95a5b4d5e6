import { insertUserEvent, type Inserter } from '../../realtime/user-events.repository.ts';

/**
 * Inside the caller's transaction: tells the patient and everyone involved that a request changed, so their
 * open pages refresh live. The caller publishes to the hub after its commit.
 */
export async function announceRequestChange(
  tx: Inserter,
  userIds: string[],
  change: { requestId: string; status: string; reason: string },
  at: Date,
): Promise<void> {
  for (const userId of new Set(userIds)) {
    await insertUserEvent(
      tx,
      userId,
      'request',
      { request_id: change.requestId, status: change.status, reason: change.reason },
      at,
    );
  }
}
