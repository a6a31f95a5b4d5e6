/**
 * The main destinations of the signed-in area, shown in the navbar and repeated in the mobile menu. The blood-bank
 * directory is where a family turns when no donor answers, so it is one tap away for everyone.
 */
export const MAIN_NAV_LINKS = [
  { to: '/app/dashboard', labelKey: 'nav.dashboard' },
  { to: '/app/requests', labelKey: 'nav.requests' },
  { to: '/app/donors', labelKey: 'nav.donors' },
  { to: '/app/blood-banks', labelKey: 'nav.bloodBanks' },
  { to: '/app/profile', labelKey: 'nav.profile' },
] as const;

const REWARDS_LINK = { to: '/app/coupons', labelKey: 'nav.rewards' } as const;
const BRIDGE_LINK = { to: '/app/bridge', labelKey: 'nav.bridge' } as const;
const MY_BRIDGES_LINK = { to: '/app/bridges', labelKey: 'nav.myBridges' } as const;
const PARTNERS_LINK = { to: '/app/admin/partners', labelKey: 'nav.partners' } as const;

/**
 * Donors answer requests; listing other donors is for patients, so their menu leaves Find Donors out. Rewards are
 * a donor's thank-you coupons: only donors see them (never a patient, who must never be shown anything like a
 * payment for blood).
 */
export const DONOR_NAV_LINKS = [
  ...MAIN_NAV_LINKS.filter((link) => link.to !== '/app/donors' && link.to !== '/app/profile'),
  MY_BRIDGES_LINK,
  REWARDS_LINK,
  ...MAIN_NAV_LINKS.filter((link) => link.to === '/app/profile'),
];

/** Patients plan their transfusions' donors in their Blood Bridge. */
export const PATIENT_NAV_LINKS = [
  ...MAIN_NAV_LINKS.filter((link) => link.to !== '/app/profile'),
  BRIDGE_LINK,
  ...MAIN_NAV_LINKS.filter((link) => link.to === '/app/profile'),
];

/** Admins keep the usual links and manage the reward partners. */
export const ADMIN_NAV_LINKS = [...MAIN_NAV_LINKS, PARTNERS_LINK];

/** Blood-bank staff keep their bank's stock: requests, donor search and SOS are not theirs to use. */
export const STAFF_NAV_LINKS = [
  { to: '/app/bank', labelKey: 'nav.myBank' },
  { to: '/app/blood-banks', labelKey: 'nav.bloodBanks' },
  { to: '/app/notifications', labelKey: 'nav.notifications' },
  { to: '/app/profile', labelKey: 'nav.profile' },
] as const;

/** Coordinators watch what slips (bridges at risk, unanswered SOS, reports, staff to verify) from their page. */
export const COORDINATOR_NAV_LINKS = [
  { to: '/app/coordinator', labelKey: 'nav.coordinator' },
  { to: '/app/blood-banks', labelKey: 'nav.bloodBanks' },
  { to: '/app/notifications', labelKey: 'nav.notifications' },
  { to: '/app/profile', labelKey: 'nav.profile' },
] as const;

export const STAFF_ROLE = 'BloodBankStaff';
export const PATIENT_ROLE = 'Patient';
export const COORDINATOR_ROLE = 'Coordinator';
export const DONOR_ROLE = 'Donor';
export const ADMIN_ROLE = 'Admin';

export const isStaff = (role: string | undefined) => role === STAFF_ROLE;

type NavLinkItem =
  | (typeof MAIN_NAV_LINKS)[number]
  | (typeof STAFF_NAV_LINKS)[number]
  | (typeof COORDINATOR_NAV_LINKS)[number]
  | typeof REWARDS_LINK
  | typeof PARTNERS_LINK
  | typeof BRIDGE_LINK
  | typeof MY_BRIDGES_LINK;

export function navLinksFor(role: string | undefined): readonly NavLinkItem[] {
  if (isStaff(role)) return STAFF_NAV_LINKS;
  if (role === COORDINATOR_ROLE) return COORDINATOR_NAV_LINKS;
  if (role === ADMIN_ROLE) return ADMIN_NAV_LINKS;
  if (role === PATIENT_ROLE) return PATIENT_NAV_LINKS;
  return role === DONOR_ROLE ? DONOR_NAV_LINKS : MAIN_NAV_LINKS;
}

/**
 * Where the brand link and a signed-in start lead: staff to their bank, coordinators to their page, everyone
 * else to the dashboard.
 */
export function homePathFor(role: string | undefined): string {
  if (role === COORDINATOR_ROLE) return '/app/coordinator';
  return isStaff(role) ? '/app/bank' : '/app/dashboard';
}
