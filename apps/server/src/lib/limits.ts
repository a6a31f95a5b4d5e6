/** Abuse limits of the account endpoints; tests may loosen them to make many accounts quickly. */
export interface Limits {
  /** Failed sign-ins per IP within the window before 429 (per account and IP: growing delays, see sign-in-limits). */
  failedLoginsPerWindow: number;
  failedLoginWindowMs: number;
  /** Requests per IP within 15 minutes to endpoints that send e-mail or create accounts. */
  mailingRequestsPer15Min: number;
  /** Requests per IP within 15 minutes to endpoints that take a one-time link or a password. */
  tokenRequestsPer15Min: number;
  /** Open SOS requests (Open or In Progress) a verified patient may hold at once; an unverified one holds 1. */
  openSosPerPatient: number;
  openSosUnverified: number;
  /** New requests (any urgency) a patient may create in any 24 hours. */
  requestsPerDay: number;
  /**
   * Alerts one patient's requests may send one donor in any 24 hours: the SOS network must not become a way to
   * flood a donor's phone and inbox.
   */
  alertsPerPatientPerDonorPerDay: number;
  /**
   * Donor searches one user may run in any hour: enough for a family trying towns and radii in an emergency, too
   * few to list a city's donors (docs/decisions/0015).
   */
  donorSearchesPerHour: number;
  /** CareBot messages one user may send in any hour: plenty for a worried parent, too few to run up a model bill. */
  carebotMessagesPerHour: number;
  /** Donations one bank staff member may confirm in any hour: a busy camp's pace, not a way to mint rewards. */
  bankDonationsPerHour: number;
}

export const DEFAULT_LIMITS: Limits = {
  failedLoginsPerWindow: 10,
  failedLoginWindowMs: 15 * 60 * 1000,
  mailingRequestsPer15Min: 10,
  tokenRequestsPer15Min: 30,
  openSosPerPatient: 2,
  openSosUnverified: 1,
  requestsPerDay: 10,
  alertsPerPatientPerDonorPerDay: 3,
  donorSearchesPerHour: 30,
  carebotMessagesPerHour: 60,
  bankDonationsPerHour: 60,
};
