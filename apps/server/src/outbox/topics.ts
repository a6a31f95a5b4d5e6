import type { MailMessage } from '../adapters/mail/mailer.ts';
import type { OutboxItem } from './outbox.repository.ts';

/** Send one e-mail (the worker adds a Message-ID of its own, stable across retries). */
export const EMAIL_TOPIC = 'email.send';
/** Alert the matching donors of an open request within a radius; queued on creation and on each widening. */
export const FANOUT_TOPIC = 'request.fanout';
/**
 * E-mail one donor the request alert they were just sent: the payload is the notice's id only, and the message
 * is rendered when delivered, so an SOS to 10,000 donors renders no e-mail in the fan-out itself.
 */
export const ALERT_EMAIL_TOPIC = 'request.alert-email';
/** Tell patients with an open request nearby that a bank now has units of a group and component they can receive. */
export const STOCK_AVAILABLE_TOPIC = 'stock.available';
/** Grant the rewards a confirmed donation earns; queued with the donation, keyed so each is granted once. */
export const REWARD_DONATION_TOPIC = 'reward.donation';

/**
 * Push one notice to one of its recipient's devices (features/push): the words are read from the notice when
 * delivered. Queued due at once, or at the end of the recipient's quiet hours (never for an SOS).
 */
export const PUSH_TOPIC = 'push.send';

/**
 * Every outbox topic and the payload it carries: the one place to look when adding a side effect. Payloads are
 * stored as JSON, so they hold plain data only (strings, numbers, booleans).
 */
export interface OutboxTopics {
  [EMAIL_TOPIC]: Omit<MailMessage, 'messageId'>;
  [FANOUT_TOPIC]: { request_id: string; radius_km: number };
  [ALERT_EMAIL_TOPIC]: { notification_id: string };
  [STOCK_AVAILABLE_TOPIC]: { bank_id: number; blood_group_id: number; component_id: number };
  [REWARD_DONATION_TOPIC]: { donation_id: string };
  [PUSH_TOPIC]: { notification_id: string; subscription_id: string };
}

export type OutboxTopic = keyof OutboxTopics;

/** A side effect to queue: its topic decides the payload's shape. */
export type OutboxMessage<T extends OutboxTopic = OutboxTopic> = {
  [K in T]: {
    topic: K;
    payload: OutboxTopics[K];
    /** Same key twice → stored once. */
    dedupeKey?: string;
  };
}[T];

/** Delivers one item; must be safe to run twice (a crash between delivering and marking done repeats it). */
export type OutboxHandler<T extends OutboxTopic> = (payload: OutboxTopics[T], item: OutboxItem) => Promise<void>;

/** A handler per topic; each feature registers the handlers of the topics it owns. */
export type OutboxHandlers = { [K in OutboxTopic]: OutboxHandler<K> };
