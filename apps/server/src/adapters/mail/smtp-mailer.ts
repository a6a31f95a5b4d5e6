import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

/** Real delivery through the SMTP server of SMTP_URL (e.g. smtp://user:pass@host:587). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}
