/** The mail port: product code asks for a message to be sent, and does not know how. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * A stable Message-ID (`<…@domain>`). The outbox sets one per item, so when a crash between sending and
   * marking done makes the worker send the same mail again, mail clients fold the two into one.
   */
  messageId?: string;
}

/** The Message-ID of the mail an outbox item sends: the same for every attempt at that item. */
export function outboxMessageId(outboxId: string, mailFrom: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'raktsetu.local';
  return `<outbox.${outboxId}@${domain}>`;
}

export interface Mailer {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
