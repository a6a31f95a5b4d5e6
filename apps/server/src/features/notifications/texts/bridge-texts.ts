import type { Language } from '@raktsetu/shared';
import type { BridgePatientWords } from '../bridge-notices.ts';
import type { NoticeText } from './notice-texts.ts';
import { BRIDGE_NOTICE_TEXTS_EN } from './bridge-en.ts';
import { BRIDGE_NOTICE_TEXTS_HI } from './bridge-hi.ts';
import { BRIDGE_NOTICE_TEXTS_MR } from './bridge-mr.ts';

/** Every Blood Bridge notice's wording in one language (dates arrive as 'YYYY-MM-DD'; each language writes them). */
export interface BridgeNoticeTexts {
  invite(p: BridgePatientWords): NoticeText;
  /** A coordinator's own words, quoted as written. */
  message(p: BridgePatientWords, message: string): NoticeText;
  /** To a donor (or backup): can they give on their donation date? */
  ask(p: BridgePatientWords, donationDate: string): NoticeText;
  /** To a donor who was asked or had confirmed: that date moved or is no longer needed of them. */
  dateChanged(p: BridgePatientWords, donationDate: string): NoticeText;
  /** To the patient: a donor (first name and initial) confirmed a donation date. */
  confirmed(donorName: string, donationDate: string): NoticeText;
  /** To the patient: a donor who had confirmed can no longer give (withdrew or left); someone else is asked. */
  withdrew(donorName: string, donationDate: string): NoticeText;
  /** To the patient: nobody confirmed a date in time; an urgent request went to compatible donors nearby. */
  escalated(transfusionDate: string): NoticeText;
  /** To the patient: still nobody the day before the transfusion; an SOS went out. */
  sos(transfusionDate: string): NoticeText;
}

export const BRIDGE_NOTICE_TEXTS: Record<Language, BridgeNoticeTexts> = {
  en: BRIDGE_NOTICE_TEXTS_EN,
  hi: BRIDGE_NOTICE_TEXTS_HI,
  mr: BRIDGE_NOTICE_TEXTS_MR,
};
