/** The four main destinations of the signed-in area, shown in the navbar and repeated in the mobile menu. */
export const MAIN_NAV_LINKS = [
  { to: '/app/dashboard', labelKey: 'nav.dashboard' },
  { to: '/app/requests', labelKey: 'nav.requests' },
  { to: '/app/donors', labelKey: 'nav.donors' },
  { to: '/app/profile', labelKey: 'nav.profile' },
] as const;
