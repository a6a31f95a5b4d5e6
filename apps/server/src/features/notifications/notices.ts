import { coarseKm, type Notification } from '@raktsetu/shared';

/**
 * Every notice the product sends, worded in one place. A builder says what a notice tells and what it is
 * about; `notifications.notify` adds who receives it and when. A new notice is a builder here plus one
 * `notify` call in the rule that causes it.
 */
export interface Notice {
  kind: Notification['kind'];
  title: string;
  message: string;
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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const about = (r: NoticeRequest) => ({
  request_id: r.request_id,
  blood_group: r.blood_group,
  component: r.component,
  request_urgency: r.urgency,
});

/**
 * A request alert without its distance: the words before and after the whole km, so the SOS fan-out can write
 * thousands of alerts in one statement (see sos-alert.repository.ts) with exactly the wording of `requestAlert`.
 */
export function requestAlertParts(r: NoticeRequest) {
  return {
    ...about(r),
    kind: 'request_alert' as const,
    title:
      r.urgency === 'SOS'
        ? `SOS: ${r.blood_group} blood needed`
        : `${r.urgency} request: ${r.blood_group} blood needed`,
    messageBefore: `${plural(r.units_required, 'unit')} of ${r.blood_group} ${r.component} needed about `,
    messageAfter: ` km from you${r.city ? ` (${r.city})` : ''}.`,
    dedupe_key: `alert:${r.request_id}`,
  };
}

/** To a compatible donor in reach: a request needs their blood (`distanceKm` from them, in km). */
export function requestAlert(r: NoticeRequest, distanceKm: number): Notice {
  const { messageBefore, messageAfter, ...rest } = requestAlertParts(r);
  return {
    ...rest,
    message: `${messageBefore}${coarseKm(distanceKm)}${messageAfter}`,
    distance_km: coarseKm(distanceKm),
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
    title: 'A donor accepted',
    message: `${donor.full_name} (${donor.blood_group}) accepted your ${r.blood_group} request. Open it to call them.`,
    dedupe_key: `accepted:${r.request_id}:${donor.donor_id}`,
  };
}

/** To the patient: nobody accepted in time, so the SOS now asks donors up to `toKm` km away. */
export function searchWidened(requestId: string, toKm: number): Notice {
  return {
    request_id: requestId,
    kind: 'search_widened',
    title: 'Search widened',
    message: `No donor has accepted yet, so we are now asking compatible donors within ${toKm} km.`,
    dedupe_key: `widened:${requestId}:${toKm}`,
  };
}

/** To each donor who accepted: the request they accepted was fulfilled or cancelled. */
export function requestClosed(r: NoticeRequest, status: 'Fulfilled' | 'Cancelled'): Notice {
  const fulfilled = status === 'Fulfilled';
  return {
    ...about(r),
    kind: 'request_closed',
    title: fulfilled ? 'Request fulfilled' : 'Request cancelled',
    message: fulfilled
      ? `The ${r.blood_group} request you accepted is fulfilled. Thank you for giving blood!`
      : `The ${r.blood_group} request you accepted was cancelled by the patient. You do not need to go.`,
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
  const patient = r.patient_name.split(/\s+/)[0] || 'a patient';
  const place = r.hospital_name ?? r.city;
  return {
    ...about(r),
    kind: 'impact',
    title: 'Your blood reached someone',
    message: `Your blood reached ${patient}${place ? ` at ${place}` : ''} today — thank you`,
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
    title: 'Blood in stock nearby',
    message: `${stock.blood_group} ${stock.component} now in stock at ${stock.bank_name} · ${distance} km away. Call the bank before you go.`,
    blood_group: stock.blood_group,
    component: stock.component,
    distance_km: distance,
    dedupe_key: `stock:${requestId}:${stock.bank_id}`,
  };
}

/** The words of a reward as a notice quotes them; `coupon` is null when no offer was left to give. */
export interface NoticeReward {
  event_key: string;
  reason: 'donation' | 'sos_bonus' | 'loyalty' | 'referral';
  coupon: { title: string; partner_name: string } | null;
}

const REWARD_TITLES: Record<NoticeReward['reason'], string> = {
  donation: 'Thank you for donating',
  sos_bonus: 'Thank you for answering an SOS',
  loyalty: 'Thank you for giving regularly',
  referral: 'Your friend donated blood',
};

const REWARD_THANKS: Record<NoticeReward['reason'], string> = {
  donation: 'Thank you for donating',
  sos_bonus: 'Thank you for answering an SOS and donating',
  loyalty: 'Thank you for your third donation this year',
  referral: 'A donor you invited gave blood for the first time',
};

/** To a donor who earned a reward: the coupon, or thanks alone when no partner offer was left. */
export function couponIssued(reward: NoticeReward): Notice {
  const thanks = REWARD_THANKS[reward.reason];
  return {
    kind: 'coupon_issued',
    title: REWARD_TITLES[reward.reason],
    message: reward.coupon
      ? `${thanks} — you earned ${reward.coupon.title} from ${reward.coupon.partner_name}. Find it under My Rewards.`
      : `${thanks}. Our partners' offers are all given out just now, so there is no coupon this time, but your gift of blood matters all the same.`,
    dedupe_key: `reward:${reward.event_key}`,
  };
}

/** To a donor whose interval after the last donation has ended: one per last-donation date. */
export function eligibleAgain(donorId: string, lastDonationDate: string): Notice {
  return {
    kind: 'eligible_again',
    title: 'You can donate again',
    message: 'You can donate again from today. Thank you for coming back: open requests near you may need you.',
    dedupe_key: `eligible:${donorId}:${lastDonationDate}`,
  };
}
