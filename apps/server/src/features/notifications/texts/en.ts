import { formatNumber, plural } from '../../../lib/language-format.ts';
import type { NoticeTexts, RewardReason } from './notice-texts.ts';

const n = (x: number) => formatNumber('en', x);

const REWARD_TITLES: Record<RewardReason, string> = {
  donation: 'Thank you for donating',
  sos_bonus: 'Thank you for answering an SOS',
  loyalty: 'Thank you for giving regularly',
  referral: 'Your friend donated blood',
};

const REWARD_THANKS: Record<RewardReason, string> = {
  donation: 'Thank you for donating',
  sos_bonus: 'Thank you for answering an SOS and donating',
  loyalty: 'Thank you for your third donation this year',
  referral: 'A donor you invited gave blood for the first time',
};

/** The notices in English, the words every other language is translated from. */
export const NOTICE_TEXTS_EN: NoticeTexts = {
  requestAlert: (r) => ({
    title:
      r.urgency === 'SOS'
        ? `SOS: ${r.blood_group} blood needed`
        : `${r.urgency} request: ${r.blood_group} blood needed`,
    before: `${plural('en', r.units_required, { one: '{{count}} unit', other: '{{count}} units' })} of ${r.blood_group} ${r.component} needed about `,
    after: ` km from you${r.city ? ` (${r.city})` : ''}.`,
  }),
  donorAccepted: (r, donor) => ({
    title: 'A donor accepted',
    message: `${donor.full_name} (${donor.blood_group}) accepted your ${r.blood_group} request. Open it to call them.`,
  }),
  searchWidened: (toKm) => ({
    title: 'Search widened',
    message: `No donor has accepted yet, so we are now asking compatible donors within ${n(toKm)} km.`,
  }),
  requestClosed: (r, fulfilled) =>
    fulfilled
      ? {
          title: 'Request fulfilled',
          message: `The ${r.blood_group} request you accepted is fulfilled. Thank you for giving blood!`,
        }
      : {
          title: 'Request cancelled',
          message: `The ${r.blood_group} request you accepted was cancelled by the patient. You do not need to go.`,
        },
  impact: (patient, place) => ({
    title: 'Your blood reached someone',
    message: `Your blood reached ${patient ?? 'a patient'}${place ? ` at ${place}` : ''} today — thank you`,
  }),
  stockAvailable: (stock, km) => ({
    title: 'Blood in stock nearby',
    message: `${stock.blood_group} ${stock.component} now in stock at ${stock.bank_name} · ${n(km)} km away. Call the bank before you go.`,
  }),
  couponIssued: (reason, coupon) => ({
    title: REWARD_TITLES[reason],
    message: coupon
      ? `${REWARD_THANKS[reason]} — you earned ${coupon.title} from ${coupon.partner_name}. Find it under My Rewards.`
      : `${REWARD_THANKS[reason]}. Our partners' offers are all given out just now, so there is no coupon this time, but your gift of blood matters all the same.`,
  }),
  eligibleAgain: () => ({
    title: 'You can donate again',
    message: 'You can donate again from today. Thank you for coming back: open requests near you may need you.',
  }),
};
