import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bloodRequests, notifications, pushSubscriptions } from '../../db/schema/index.ts';
import { transactional } from '../../db/transactional.ts';

export interface NewSubscription {
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const queries = (db: Database) => ({
  /**
   * Saves this device for the person. The same endpoint already saved — for them, or for someone else on a device
   * that changed hands — is moved to them with the browser's new keys, and counts as subscribed now.
   */
  async upsert(sub: NewSubscription, at: Date): Promise<void> {
    await db
      .insert(pushSubscriptions)
      .values({ ...sub, created_at: at })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { user_id: sub.user_id, p256dh: sub.p256dh, auth: sub.auth, created_at: at, last_sent_at: null },
      });
  },
  /** Keeps the person's `keep` most recently subscribed devices and deletes the rest. */
  async keepNewest(userId: string, keep: number): Promise<void> {
    const newest = db
      .select({ id: pushSubscriptions.subscription_id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, userId))
      .orderBy(desc(pushSubscriptions.created_at), desc(pushSubscriptions.subscription_id))
      .limit(keep);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.user_id, userId), notInArray(pushSubscriptions.subscription_id, newest)));
  },
  /** Deletes the endpoint only when it is this person's; returns whether a row went. */
  async deleteOwn(userId: string, endpoint: string): Promise<boolean> {
    const rows = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)))
      .returning({ id: pushSubscriptions.subscription_id });
    return rows.length > 0;
  },
  async isOwn(userId: string, endpoint: string): Promise<boolean> {
    const [row] = await db
      .select({ id: pushSubscriptions.subscription_id })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
    return row !== undefined;
  },
  async deviceCount(userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
    return Number(row?.n ?? 0);
  },

  /**
   * One push to deliver: the notice (its words are already in the recipient's language), the device it goes to
   * and the request it is about. Undefined when either was deleted since it was queued.
   */
  async findDelivery(notificationId: string, subscriptionId: string) {
    const [row] = await db
      .select({
        subscription_id: pushSubscriptions.subscription_id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        notification_id: notifications.notification_id,
        kind: notifications.kind,
        status: notifications.status,
        title: notifications.title,
        message: notifications.message,
        sent_at: notifications.sent_at,
        request_id: notifications.request_id,
        request_urgency: sql<string | null>`coalesce(${bloodRequests.urgency}, ${notifications.request_urgency})`,
        request_status: bloodRequests.status,
      })
      .from(notifications)
      // The device must still be the notice's recipient's: one that changed hands gets none of the old owner's.
      .innerJoin(
        pushSubscriptions,
        and(
          eq(pushSubscriptions.subscription_id, subscriptionId),
          eq(pushSubscriptions.user_id, notifications.user_id),
        ),
      )
      .leftJoin(bloodRequests, eq(bloodRequests.request_id, notifications.request_id))
      .where(eq(notifications.notification_id, notificationId));
    return row;
  },
  /** Signed out everywhere: none of the person's devices receives their push any more. */
  async deleteAllOf(userId: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId));
  },
  /** The push service says this subscription no longer exists (404/410). */
  async deleteById(subscriptionId: string): Promise<void> {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.subscription_id, subscriptionId));
  },
  async markSent(subscriptionId: string, at: Date): Promise<void> {
    await db
      .update(pushSubscriptions)
      .set({ last_sent_at: at })
      .where(eq(pushSubscriptions.subscription_id, subscriptionId));
  },
});

export const createPushSubscriptionsRepository = (db: Database) => transactional(db, queries);
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;
export type PushDelivery = NonNullable<Awaited<ReturnType<PushSubscriptionsRepository['findDelivery']>>>;
