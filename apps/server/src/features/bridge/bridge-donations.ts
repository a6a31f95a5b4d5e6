import type { Database } from '../../db/client.ts';
import { bridgeImpact } from '../notifications/bridge-notices.ts';
import { rewardDonationMessage } from '../rewards/reward-earning.job.ts';
import { tell, type Ctx, type Out } from './bridge-ladder.ts';
import type { PlanRow, RotationTx, SlotRow } from './bridge-rotation.repository.ts';

/**
 * A bridge donation the patient confirmed (docs/product.md "Blood Bridge"), recorded as a fulfilled request records
 * one: the donations row (one per slot: donations_bridge_slot_idx), the donor's last donation moved forward, the
 * rewards queued through the outbox, and the impact notice. A second confirmation writes nothing.
 */
export async function recordBridgeDonation(
  ctx: Ctx,
  tx: RotationTx,
  raw: Database,
  plan: PlanRow,
  slot: SlotRow,
  patientFirstName: string,
  at: Date,
  out: Out,
): Promise<void> {
  if (!slot.donor_id) return;
  const given = await tx.recordDonation({
    donor_id: slot.donor_id,
    slot_id: slot.slot_id,
    component_id: plan.component_id,
    date: slot.donation_date,
    by: plan.patient_id,
  });
  if (!given) return;
  await tx.enqueue(rewardDonationMessage(given.donation_id), at);
  out.queued = true;
  const notice = bridgeImpact(given.donation_id, patientFirstName, plan.hospital_name);
  await tell(ctx, tx, raw, [{ user_id: slot.donor_id, ...notice }], at, out);
}
