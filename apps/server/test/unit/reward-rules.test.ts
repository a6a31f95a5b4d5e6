import { describe, expect, it } from 'vitest';
import {
  earnedRewards,
  expiryOf,
  newRedemptionCode,
  newReferralCode,
  type DonationFacts,
} from '../../src/features/rewards/reward-rules.ts';

const facts = (overrides: Partial<DonationFacts> = {}): DonationFacts => ({
  donation_id: 'd1',
  donor_id: 'donor',
  urgency: null,
  accepted: null,
  loyalty: { donations: 1, rewarded: false },
  referred_by: null,
  ...overrides,
});

describe('what a confirmed donation earns', () => {
  it('always a donation reward, keyed by the donation', () => {
    expect(earnedRewards(facts())).toEqual([{ donor_id: 'donor', reason: 'donation', event_key: 'donation:d1' }]);
  });

  it('an SOS bonus only when the donor had accepted that SOS', () => {
    const reasons = (f: Partial<DonationFacts>) => earnedRewards(facts(f)).map((e) => e.reason);
    expect(reasons({ urgency: 'SOS', accepted: true })).toEqual(['donation', 'sos_bonus']);
    expect(reasons({ urgency: 'SOS', accepted: false })).toEqual(['donation']);
    expect(reasons({ urgency: 'Urgent', accepted: true })).toEqual(['donation']);
  });

  it('loyalty from the 3rd donation in 12 months unless already given', () => {
    const reasons = (donations: number, rewarded: boolean) =>
      earnedRewards(facts({ loyalty: { donations, rewarded } })).map((e) => e.reason);
    expect(reasons(2, false)).toEqual(['donation']);
    expect(reasons(3, false)).toEqual(['donation', 'loyalty']);
    expect(reasons(4, true)).toEqual(['donation']);
  });

  it('a referral reward goes to the referrer, keyed by the referred donor so it happens once', () => {
    const earned = earnedRewards(facts({ referred_by: 'friend' }));
    expect(earned).toContainEqual({ donor_id: 'friend', reason: 'referral', event_key: 'referral:donor' });
    expect(earnedRewards(facts({ referred_by: 'donor' })).map((e) => e.reason)).toEqual(['donation']);
  });
});

describe('codes and dates', () => {
  it('redemption codes are RS-XXXXX-XXXXX without 0, O, 1 or I, and do not repeat', () => {
    const codes = Array.from({ length: 2000 }, newRedemptionCode);
    for (const code of codes) expect(code).toMatch(/^RS-[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(newReferralCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('a coupon expires its validity in whole days after it was issued', () => {
    const issued = new Date('2026-11-23T10:00:00Z');
    expect(expiryOf(issued, 7).toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });
});
