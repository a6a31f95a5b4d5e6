import { rx } from './pattern.ts';

/**
 * Money for blood: a donor or anyone asking to be paid, someone paying or being asked to pay, selling blood.
 * Patterns run on `normalise`d text. Rewards and coupons (non-cash, legal) are not money for blood.
 */
const BLOOD = '(?:blood|khoon|unit|units|donor|donors|donat\\w*|plasma|platelets?)';
const MONEY = '(?:money|cash|paise|paisa|rupees?|\\brs\\b|inr|payment|\\d+ ?(?:rs|rupees?|k)\\b)';

const MONEY_FOR_BLOOD = [
  rx(`${BLOOD} ~ (?:asking|asked|asks|ask|demand\\w*|wants?|wanted|charging|charged|taking|took) ~ (?:for )?${MONEY}`),
  rx(`(?:asking|asked|asks|demand\\w*|wants?|charging|charged) ~ ${MONEY} ~ (?:for|to give|to donate) ~ ${BLOOD}`),
  rx(
    `\\b(?:pay|paying|pays) ~ ${BLOOD}|\\bpaid (?:for|to get|to buy) ~ ${BLOOD}|${BLOOD} ~ (?:for|in exchange for) ~ ${MONEY}`,
  ),
  rx(
    `(?:buy|buying|bought|purchase|sell|selling|sold|sale|kharid\\w*|bech\\w*) ~ ${BLOOD}|${BLOOD} ~ (?:bech\\w*|kharid\\w*|sell|selling|for sale)`,
  ),
  rx(`(?:get|getting|earn|earning|be) paid ~ (?:for )?${BLOOD}|paid donors?|professional donors?`),
  rx(
    `${MONEY} ~ (?:maang|mang|de do|dene|le rah|lete|lena)\\w*|(?:price|cost|rate|kimat|keemat) of ~ ${BLOOD}|${BLOOD} ~ (?:ka|ki) (?:rate|price|kimat|keemat)`,
  ),
];

/** Paying for a blood test or a report is not paying for blood. */
const NOT_BLOOD_ITSELF = rx('blood (?:tests?|reports?|sugar|pressure|group test)');

export function matchMoney(text: string): boolean {
  return MONEY_FOR_BLOOD.some((r) => r.test(text)) && !NOT_BLOOD_ITSELF.test(text);
}
