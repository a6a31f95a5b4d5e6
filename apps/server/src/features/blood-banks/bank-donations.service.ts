import { isValidIsoDate, todayIso } from '@raktsetu/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAttemptLimiter, describeWait } from '../../lib/attempt-limiter.ts';
import type { LimitStore } from '../../lib/limit-store.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Limits } from '../../lib/limits.ts';
import { shortName } from '../../lib/short-name.ts';
import { rewardDonationMessage } from '../rewards/reward-earning.job.ts';
import type { BankDonationsRepository } from './bank-donations.repository.ts';
import { requireVerifiedStaff } from './bank-staff-verification.ts';
import { componentName } from './stock-presenter.ts';

/** days back a bank may confirm a donation: long enough for a weekly round of paperwork, short enough to check. */
export const BANK_DONATION_MAX_AGE_DAYS = 30;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const BANK_DONATION_SAYS = {
  onlyThisBanksStaff: "Only this blood bank's staff can confirm donations given there.",
  noSuchDonor: 'No donor is registered with that e-mail or phone.',
  severalDonors: 'More than one donor is registered with that phone number. Enter the donor’s e-mail address instead.',
  badDate: `Donation date must be a date (YYYY-MM-DD) from today back to ${BANK_DONATION_MAX_AGE_DAYS} days ago.`,
  alreadyRecorded: (name: string, date: string) =>
    `Already recorded: ${name}'s donation at this bank on ${date} is on file.`,
  recorded: (name: string) => `Donation confirmed for ${name} — it is now in their RaktSetu history.`,
  tooMany: (max: number, wait: string) =>
    `You have confirmed ${max} donations in the last hour, the most we allow. You can confirm more ${wait}.`,
} as const;

export interface BankDonationsDeps {
  repo: BankDonationsRepository;
  clock: Clock;
  limits: Pick<Limits, 'bankDonationsPerHour'>;
  /** Called after a confirmation (which queued the donor's rewards) has committed. */
  onQueued: () => void;
  /** Where the confirmation count lives (the database, shared by every server process). */
  limitStore: LimitStore;
}

export interface BankDonationInput {
  donor: string;
  component_id: number;
  donation_date: string;
}

/** The registered donor the staff named; any other account answers like nobody, so roles are not revealed. */
async function findDonor(repo: BankDonationsRepository, named: string) {
  const byEmail = named.includes('@');
  const digits = named.replace(/\D/g, '');
  if (!byEmail && digits.length < 3) throw AppError.notFound(BANK_DONATION_SAYS.noSuchDonor);
  const found = byEmail ? await repo.usersByEmail(named) : await repo.usersByPhoneDigits(digits);
  const donors = found.filter((u) => u.user_type === 'Donor');
  if (donors.length > 1) throw AppError.conflict(BANK_DONATION_SAYS.severalDonors);
  const donor = donors[0];
  if (!donor) throw AppError.notFound(BANK_DONATION_SAYS.noSuchDonor);
  return donor;
}

/** Today (in India) or up to 30 days back, else a 400 naming the field. */
function checkDate(date: string, now: Date) {
  const today = todayIso(now);
  const earliest = todayIso(new Date(now.getTime() - BANK_DONATION_MAX_AGE_DAYS * DAY_MS));
  if (!isValidIsoDate(date) || date > today || date < earliest) {
    throw AppError.badRequest(BANK_DONATION_SAYS.badDate, [
      { field: 'donation_date', message: BANK_DONATION_SAYS.badDate },
    ]);
  }
}

/** A bank's staff confirm that a registered donor gave blood there; the donation earns the donor's rewards. */
export function createBankDonationsService(deps: BankDonationsDeps) {
  const { repo, clock } = deps;
  const confirmations = createAttemptLimiter(
    deps.limitStore,
    'bank-donation',
    deps.limits.bankDonationsPerHour,
    HOUR_MS,
  );
  return {
    async confirm(actor: Actor, bankId: number, input: BankDonationInput) {
      const staff = actor.userType === 'BloodBankStaff' ? await repo.staffMember(actor.id) : undefined;
      if (staff?.bank_id !== bankId) throw AppError.forbidden(BANK_DONATION_SAYS.onlyThisBanksStaff);
      requireVerifiedStaff(staff);
      const now = clock.now();
      checkDate(input.donation_date, now);
      const wait = await confirmations.take(actor.id);
      if (wait > 0) {
        throw AppError.rateLimited(BANK_DONATION_SAYS.tooMany(deps.limits.bankDonationsPerHour, describeWait(wait)));
      }
      const donor = await findDonor(repo, input.donor);
      // First name and initial: enough for staff to check they found the right person, no more.
      const name = shortName(donor.full_name);
      const donationId = await repo.transaction(async (tx) => {
        const id = await tx.insertDonation({
          donor_id: donor.user_id,
          bank_id: bankId,
          component_id: input.component_id,
          donation_date: input.donation_date,
          confirmed_by_user: actor.id,
          created_at: now,
        });
        if (!id) return null;
        await tx.noteLastDonation(donor.user_id, input.component_id, input.donation_date);
        await tx.enqueue(rewardDonationMessage(id), now);
        return id;
      });
      if (!donationId) throw AppError.conflict(BANK_DONATION_SAYS.alreadyRecorded(name, input.donation_date));
      deps.onQueued();
      return {
        message: BANK_DONATION_SAYS.recorded(name),
        data: {
          donation_id: donationId,
          donor_name: name,
          donation_date: input.donation_date,
          component: componentName(input.component_id),
        },
      };
    },
  };
}
export type BankDonationsService = ReturnType<typeof createBankDonationsService>;
