/** The mail port: product code asks for a message to be sent, and does not know how. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close?(): Promise<void>;
}
