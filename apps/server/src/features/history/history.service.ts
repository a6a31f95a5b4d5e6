import { eligibility, todayIso, type History, type RequestHistoryItem } from '@raktsetu/shared';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { newCertificateCode, normaliseCertificateCode } from './certificate-code.ts';
import { certificatePdf } from './certificate-pdf.ts';
import type { HistoryRepository } from './history.repository.ts';
import { shortName } from '../../lib/short-name.ts';

const SAYS = {
  patientsAndDonorsOnly: 'History is kept for patients and donors.',
  donationNotFound: 'Donation not found.',
  unknownCertificate: 'No certificate has this code.',
};

/** Tries before giving up on a fresh code: with 60 random bits a second try is already vanishingly rare. */
const CODE_ATTEMPTS = 5;

export interface HistoryServiceDeps {
  repo: HistoryRepository;
  clock: Clock;
  appUrl: string;
}

type DonationRow = NonNullable<Awaited<ReturnType<HistoryRepository['donation']>>>;

/** The donation's certificate code, made and stored the first time anyone asks for it. */
async function codeFor(repo: HistoryRepository, row: Pick<DonationRow, 'donation_id' | 'certificate_code'>) {
  if (row.certificate_code) return row.certificate_code;
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    try {
      const code = await repo.setCertificateCode(row.donation_id, newCertificateCode());
      if (code) return code;
    } catch (error) {
      // Another donation holds this code already: draw another.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not draw a free certificate code');
}

/**
 * Codes for every listed donation that has none, in one statement rather than one per donation (a donor's first
 * visit after several donations). On a clash with an existing code, nothing is set here and codeFor goes one by one.
 */
async function newCodesAtOnce(
  repo: HistoryRepository,
  rows: Array<Pick<DonationRow, 'donation_id' | 'certificate_code'>>,
) {
  const missing = rows.filter((r) => !r.certificate_code);
  if (missing.length < 2) return new Map<string, string>();
  try {
    return await repo.setCertificateCodes(
      missing.map((r) => ({ donationId: r.donation_id, code: newCertificateCode() })),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return new Map<string, string>();
  }
}

async function history(deps: HistoryServiceDeps, actor: Actor): Promise<History> {
  const { repo } = deps;
  if (actor.userType === 'Patient') {
    const rows = await repo.patientRequests(actor.id);
    return {
      role: 'Patient',
      requests: rows.map((r) => ({
        ...r,
        created_at: r.created_at.toISOString(),
        urgency: r.urgency as RequestHistoryItem['urgency'],
        status: r.status as RequestHistoryItem['status'],
      })),
    };
  }
  if (actor.userType !== 'Donor') throw AppError.forbidden(SAYS.patientsAndDonorsOnly);
  const [rows, health] = await Promise.all([repo.donorDonations(actor.id), repo.donorHealth(actor.id)]);
  const given = await newCodesAtOnce(repo, rows);
  const donations = [];
  for (const row of rows) {
    donations.push({
      donation_id: row.donation_id,
      donation_date: row.donation_date,
      component: row.component,
      place: row.place,
      city: row.city,
      request_id: row.request_id,
      confirmed_by: row.confirmed_by as 'patient' | 'bank',
      certificate_code: given.get(row.donation_id) ?? (await codeFor(repo, row)),
    });
  }
  const e = eligibility(
    { ...health, sex: (health?.sex ?? null) as 'male' | 'female' | null },
    todayIso(deps.clock.now()),
  );
  return { role: 'Donor', donations, next_eligible_date: e.next_eligible_date };
}

/** The owner's certificate as a PDF; anyone else is told the donation does not exist. */
async function certificate(deps: HistoryServiceDeps, actor: Actor, donationId: string) {
  const row = await deps.repo.donation(donationId);
  if (!row || row.donor_id !== actor.id) throw AppError.notFound(SAYS.donationNotFound);
  const code = await codeFor(deps.repo, row);
  const pdf = await certificatePdf({
    donorName: row.donor_name,
    donationDate: row.donation_date,
    component: row.component,
    place: row.place,
    code,
    verifyUrl: `${deps.appUrl.replace(/\/$/, '')}/api/certificates/${code}`,
  });
  return { pdf, filename: `raktsetu-certificate-${code}.pdf` };
}

async function verify(deps: HistoryServiceDeps, input: string) {
  const code = normaliseCertificateCode(input);
  const row = code ? await deps.repo.byCertificateCode(code) : undefined;
  if (!row) throw AppError.notFound(SAYS.unknownCertificate);
  return {
    valid: true as const,
    // First name and one initial: all a certificate's checker learns of its donor (the rule of donor search).
    donor_name: shortName(row.donor_name),
    donation_date: row.donation_date,
    component: row.component,
    place: row.place,
  };
}

/** A user's own history by role, and the donors' certificates with their public check. */
export function createHistoryService(deps: HistoryServiceDeps) {
  return {
    history: (actor: Actor) => history(deps, actor),
    certificate: (actor: Actor, donationId: string) => certificate(deps, actor, donationId),
    verify: (code: string) => verify(deps, code),
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
