import type { FastifyBaseLogger } from 'fastify';
import type { DevMailboxRepository } from './dev-mailbox.repository.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Development only (no SMTP_URL, not production): messages are kept for /dev/mailbox and their links logged,
 * so a newcomer can verify and reset without a mail server. Production refuses to start without SMTP_URL.
 */
export function createDevMailbox(repo: DevMailboxRepository, log: FastifyBaseLogger, appUrl: string): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message: MailMessage) {
      await repo.save(message);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { to: message.to, subject: message.subject, links, mailbox: `${appUrl}/dev/mailbox` },
        'dev mailbox: message kept',
      );
    },
  };
}
