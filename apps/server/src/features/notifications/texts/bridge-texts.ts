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
}

export const BRIDGE_NOTICE_TEXTS: Record<Language, BridgeNoticeTexts> = {
  en: BRIDGE_NOTICE_TEXTS_EN,
  hi: BRIDGE_NOTICE_TEXTS_HI,
  mr: BRIDGE_NOTICE_TEXTS_MR,
};
