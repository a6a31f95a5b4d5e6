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

/** Donors answer requests; listing other donors is for patients, so their menu leaves Find Donors out. */
export const DONOR_NAV_LINKS = MAIN_NAV_LINKS.filter((link) => link.to !== '/app/donors');

/** Blood-bank staff keep their bank's stock: requests, donor search and SOS are not theirs to use. */
export const STAFF_NAV_LINKS = [
  { to: '/app/bank', labelKey: 'nav.myBank' },
  { to: '/app/blood-banks', labelKey: 'nav.bloodBanks' },
  { to: '/app/notifications', labelKey: 'nav.notifications' },
  { to: '/app/profile', labelKey: 'nav.profile' },
] as const;

export const STAFF_ROLE = 'BloodBankStaff';

export const isStaff = (role: string | undefined) => role === STAFF_ROLE;

type NavLinkItem = (typeof MAIN_NAV_LINKS)[number] | (typeof STAFF_NAV_LINKS)[number];

export function navLinksFor(role: string | undefined): readonly NavLinkItem[] {
  if (isStaff(role)) return STAFF_NAV_LINKS;
  return role === 'Donor' ? DONOR_NAV_LINKS : MAIN_NAV_LINKS;
}

/** Where the brand link and a signed-in start lead: staff to their bank, everyone else to the dashboard. */
export function homePathFor(role: string | undefined): string {
  return isStaff(role) ? '/app/bank' : '/app/dashboard';
}
