import type { FastifyBaseLogger } from 'fastify';
import type { DevMailboxRepository } from './dev-mailbox.repository.ts';
import type { Mailer, MailMessage } from './mailer.ts';

/**
 * Development only (no SMTP_URL, not production): messages are kept for /dev/mailbox, which only this machine
 * can open. The log says a message arrived, never to whom or what link it carries: a log is read by more people
 * than the mailbox is. Production refuses to start without SMTP_URL.
 */
export function createDevMailbox(repo: DevMailboxRepository, log: FastifyBaseLogger, appUrl: string): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message: MailMessage) {
      await repo.save(message);
      log.info({ mailbox: `${appUrl}/dev/mailbox` }, 'mail delivered to the development mailbox');
    },
  };
}
