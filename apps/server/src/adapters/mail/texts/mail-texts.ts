import type { Language } from '@raktsetu/shared';
import { MAIL_TEXTS_EN } from './en.ts';
import { MAIL_TEXTS_HI } from './hi.ts';
import { MAIL_TEXTS_MR } from './mr.ts';

/** One e-mail's words: what templates.ts lays out as HTML and plain text. */
export interface MailWords {
  subject: string;
  paragraphs: string[];
  /** The button's label (the link is the template's). */
  action: string;
  footnote: string;
}

/** What an alert e-mail quotes; blood group and component as stored (English), counts as numbers. */
export interface AlertMailFacts {
  urgency: string;
  group: string;
  component: string;
  units: number;
  /** Whole km, or null when the donor's distance is unknown. */
  distanceKm: number | null;
}

/**
 * Every e-mail's words in one language. Dates arrive written in the language (`at`); counts arrive as numbers
 * and each language writes them with lib/language-format.ts; links and addresses arrive as they are.
 */
export interface MailTexts {
  layout: {
    hello(name: string): string;
    /** Above the bare link under the button. */
    buttonFallback: string;
    /** The last line of the plain-text part. */
    signature: string;
    /** The line under the card in the HTML part. */
    tagline: string;
    /** The button of an e-mail that repeats a notice (noticeMessage): opens the page the notice is about. */
    openPage: string;
  };
  verifyEmail(): MailWords;
  resetPassword(): MailWords;
  passwordChanged(at: string): MailWords;
  requestAlert(alert: AlertMailFacts): MailWords;
  confirmNewEmail(): MailWords;
  emailChangeNotice(change: { at: string; newAddressHint: string }): MailWords;
  signInLink(): MailWords;
  accountExists(resetUrl: string): MailWords;
  addressInUse(resetUrl: string): MailWords;
  eligibleAgain(): MailWords;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = { en: MAIL_TEXTS_EN, hi: MAIL_TEXTS_HI, mr: MAIL_TEXTS_MR };
