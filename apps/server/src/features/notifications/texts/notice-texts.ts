import type { Language } from '@raktsetu/shared';
import { NOTICE_TEXTS_EN } from './en.ts';
import { NOTICE_TEXTS_HI } from './hi.ts';
import { NOTICE_TEXTS_MR } from './mr.ts';

/** A notice's words in one language. */
export interface NoticeText {
  title: string;
  message: string;
}

/** The parts of a blood request a notice quotes (blood group and component as stored, in English). */
export interface NoticeRequestWords {
  urgency: string;
  blood_group: string;
  component: string;
  units_required: number;
  city: string | null;
}

/** Why a reward was given, as the rewards rules name it. */
export type RewardReason = 'donation' | 'sos_bonus' | 'loyalty' | 'referral';

/**
 * Every notice's wording in one language. Numbers arrive as numbers and each language writes them with
 * lib/language-format.ts; names, blood groups and places arrive as stored.
 */
export interface NoticeTexts {
  /**
   * A request alert split around its whole km, so the SOS fan-out can fill the km in SQL: the message is
   * `before + km + after`.
   */
  requestAlert(r: NoticeRequestWords): { title: string; before: string; after: string };
  donorAccepted(r: NoticeRequestWords, donor: { full_name: string; blood_group: string }): NoticeText;
  searchWidened(toKm: number): NoticeText;
  requestClosed(r: NoticeRequestWords, fulfilled: boolean): NoticeText;
  /** `patient` is a first name or null when none is known; `place` the hospital or town, or null. */
  impact(patient: string | null, place: string | null): NoticeText;
  /** `km` to one decimal. */
  stockAvailable(stock: { bank_name: string; blood_group: string; component: string }, km: number): NoticeText;
  couponIssued(reason: RewardReason, coupon: { title: string; partner_name: string } | null): NoticeText;
  eligibleAgain(): NoticeText;
}

export const NOTICE_TEXTS: Record<Language, NoticeTexts> = {
  en: NOTICE_TEXTS_EN,
  hi: NOTICE_TEXTS_HI,
  mr: NOTICE_TEXTS_MR,
};
