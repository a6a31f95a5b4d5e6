import { outboxMessageId, type Mailer } from '../../adapters/mail/mailer.ts';
import { requestAlertMessage } from '../../adapters/mail/templates.ts';
import type { Database } from '../../db/client.ts';
import { ALERT_EMAIL_TOPIC, type OutboxHandlers } from '../../outbox/topics.ts';
import { firstName } from './request-presenter.ts';
import { findAlertForEmail } from './sos-alert.repository.ts';

export interface AlertEmailDeps {
  db: Database;
  mailer: Mailer;
  mailFrom: string;
  appUrl: string;
}

/**
 * The outbox handler that e-mails a donor the alert the SOS fan-out wrote (sos-alert.repository.ts queues one
 * item per donor to mail). Rendered at delivery from the stored notice, so the wording matches what the donor
 * sees in the app, in the donor's preferred language as it is at delivery; a notice or account deleted since is
 * skipped. The Message-ID is stable across retries.
 */
export function alertEmailHandlers(deps: AlertEmailDeps): Pick<OutboxHandlers, typeof ALERT_EMAIL_TOPIC> {
  return {
    [ALERT_EMAIL_TOPIC]: async (payload, item) => {
      const alert = await findAlertForEmail(deps.db, payload.notification_id);
      if (!alert?.request_id) return;
      const message = requestAlertMessage(
        alert.email,
        firstName(alert.full_name),
        {
          urgency: alert.urgency ?? '',
          group: alert.blood_group ?? '',
          component: alert.component ?? '',
          units: alert.units,
          distanceKm: alert.distance_km,
          url: `${deps.appUrl}/app/requests/${alert.request_id}`,
        },
        alert.language,
      );
      await deps.mailer.send({ ...message, messageId: outboxMessageId(item.outbox_id, deps.mailFrom) });
    },
  };
}
