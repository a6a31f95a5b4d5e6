import { EMAIL_TOPIC, type OutboxHandlers } from '../../outbox/topics.ts';
import { outboxMessageId, type Mailer } from './mailer.ts';

/** The outbox handler of the mail adapter: sends the queued message with a Message-ID stable across retries. */
export function mailOutboxHandlers(mailer: Mailer, mailFrom: string): Pick<OutboxHandlers, typeof EMAIL_TOPIC> {
  return {
    [EMAIL_TOPIC]: (payload, item) => mailer.send({ ...payload, messageId: outboxMessageId(item.outbox_id, mailFrom) }),
  };
}
