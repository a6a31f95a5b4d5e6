import { LANGUAGES, coarseKm, type Language, type Notification } from '@raktsetu/shared';
import { formatNumber } from '../../lib/language-format.ts';
import { NOTICE_TEXTS, type NoticeText, type NoticeTexts, type RewardReason } from './texts/notice-texts.ts';

/**
 * Every notice the product sends, worded in one place (the words of each language in texts/). A builder says
 * what a notice tells and what it is about, in every language; `notifications.notify` adds who receives it and
 * when, and keeps the words of the recipient's preferred language. A new notice is a builder here, its words in
 * each texts/ file, plus one `notify` call in the rule that causes it. A notice already stored keeps its words.
 */
export interface Notice {
  kind: Notification['kind'];
  /** The title and message in each language; the recipient's is stored. */
  text: Record<Language, NoticeText>;
  /** One notice per person and key: the same key again is skipped, so a re-run job notifies nobody twice. */
  dedupe_key: string;
  request_id?: string | null;
  blood_group?: string | null;
  component?: string | null;
  request_urgency?: string | null;
  distance_km?: number | null;
}

/** The parts of a blood request that notices quote. */
export interface NoticeRequest {
  request_id: string;
  urgency: string;
  blood_group: string;
  component: string;
  units_required: number;
  city: string | null;
}

/** The same words built in every language. */
const inEvery = <T>(build: (texts: NoticeTexts, language: Language) => T) =>
  Object.fromEntries(LANGUAGES.map((l) => [l, build(NOTICE_TEXTS[l], l)])) as Record<Language, T>;

const about = (r: NoticeRequest) => ({
  request_id: r.request_id,
  blood_group: r.blood_group,
  component: r.component,
  request_urgency: r.urgency,
});

/**
 * A request alert without its distance: in each language, the words before and after the whole km, so the SOS
 * fan-out can write thousands of alerts in one statement (see sos-alert.repository.ts) with exactly the wording
 * of `requestAlert` (the km in Latin digits without grouping in every language, as `formatNumber` writes it).
 */
export function requestAlertParts(r: NoticeRequest) {
  return {
    ...about(r),
    kind: 'request_alert' as const,
    words: inEvery((texts) => texts.requestAlert(r)),
    dedupe_key: `alert:${r.request_id}`,
  };
}

/** To a compatible donor in reach: a request needs their blood (`distanceKm` from them, in km). */
export function requestAlert(r: NoticeRequest, distanceKm: number): Notice {
  const { words, ...rest } = requestAlertParts(r);
  const km = coarseKm(distanceKm);
  return {
    ...rest,
    text: inEvery((_, language) => ({
      title: words[language].title,
      message: `${words[language].before}${formatNumber(language, km)}${words[language].after}`,
    })),
    distance_km: km,
  };
}

/** To the patient: a donor accepted their request (one notice per donor). */
export function donorAccepted(
  r: NoticeRequest,
  donor: { donor_id: string; full_name: string; blood_group: string },
): Notice {
  return {
    ...about(r),
    kind: 'donor_accepted',
    text: inEvery((texts) => texts.donorAccepted(r, donor)),
    dedupe_key: `accepted:${r.request_id}:${donor.donor_id}`,
  };
}

/** To the patient: nobody accepted in time, so the SOS now asks donors up to `toKm` km away. */
export function searchWidened(requestId: string, toKm: number): Notice {
  return {
    request_id: requestId,
    kind: 'search_widened',
    text: inEvery((texts) => texts.searchWidened(toKm)),
    dedupe_key: `widened:${requestId}:${toKm}`,
  };
}

/** To each donor who accepted: the request they accepted was fulfilled or cancelled. */
export function requestClosed(r: NoticeRequest, status: 'Fulfilled' | 'Cancelled'): Notice {
  return {
    ...about(r),
    kind: 'request_closed',
    text: inEvery((texts) => texts.requestClosed(r, status === 'Fulfilled')),
    dedupe_key: `closed:${r.request_id}`,
  };
}

/**
 * To a donor whose donation a fulfilled request recorded: whom their blood reached, by first name only, and where
 * (the hospital, else the patient's town). One per donation.
 */
export function impact(
  donationId: string,
  r: NoticeRequest & { patient_name: string; hospital_name: string | null },
): Notice {
  const patient = r.patient_name.split(/\s+/)[0] || null;
  const place = r.hospital_name ?? r.city;
  return {
    ...about(r),
    kind: 'impact',
    text: inEvery((texts) => texts.impact(patient, place)),
    dedupe_key: `impact:${donationId}`,
  };
}

/** To a patient with an open request: a bank within reach now has units their group can receive (`km` exact). */
export function stockAvailable(
  requestId: string,
  stock: { bank_id: number; bank_name: string; blood_group: string; component: string },
  km: number,
): Notice {
  const distance = Math.round(km * 10) / 10;
  return {
    request_id: requestId,
    kind: 'stock_available',
    text: inEvery((texts) => texts.stockAvailable(stock, distance)),
    blood_group: stock.blood_group,
    component: stock.component,
    distance_km: distance,
    dedupe_key: `stock:${requestId}:${stock.bank_id}`,
  };
}

/** The words of a reward as a notice quotes them; `coupon` is null when no offer was left to give. */
export interface NoticeReward {
  event_key: string;
  reason: RewardReason;
  coupon: { title: string; partner_name: string } | null;
}

/** To a donor who earned a reward: the coupon, or thanks alone when no partner offer was left. */
export function couponIssued(reward: NoticeReward): Notice {
  return {
    kind: 'coupon_issued',
    text: inEvery((texts) => texts.couponIssued(reward.reason, reward.coupon)),
    dedupe_key: `reward:${reward.event_key}`,
  };
}

/** To a donor whose interval after the last donation has ended: one per last-donation date. */
export function eligibleAgain(donorId: string, lastDonationDate: string): Notice {
  return {
    kind: 'eligible_again',
    text: inEvery((texts) => texts.eligibleAgain()),
    dedupe_key: `eligible:${donorId}:${lastDonationDate}`,
  };
}
