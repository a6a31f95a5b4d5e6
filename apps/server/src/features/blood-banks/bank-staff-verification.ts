import { AppError } from '../../lib/app-error.ts';

/*
 * A staff account made by `npm run staff:add` may sign in at once, but changes stock and confirms donations (which
 * earn donors rewards) only after a coordinator has checked with the bank that the person works there
 * (features/coordinator; docs/product.md, "Coordinators").
 */
export const STAFF_VERIFICATION_SAYS = {
  waiting: 'Your staff account is waiting for a coordinator to verify it.',
} as const;

/** Refuses a staff member whose account no coordinator has verified yet. */
export function requireVerifiedStaff(staff: { verified_at: Date | null }): void {
  if (staff.verified_at === null) throw AppError.forbidden(STAFF_VERIFICATION_SAYS.waiting);
}
