import type { Job } from '../../lib/scheduler.ts';
import type { BridgeDeps } from './bridge-deps.ts';

/**
 * The rotation and the asking ladder of every bridge (docs/product.md "Blood Bridge"): keeps each plan's slots
 * planned, asks donors, falls back to backups, escalates, and records answers and outcomes.
 */
export function createBridgeRotation(deps: BridgeDeps) {
  void deps;
  return {
    /** Re-plans one bridge's upcoming slots now (after a join, a leave, a plan change or a moved date). */
    replan: async (planId: string): Promise<void> => {
      void planId;
    },
    jobs: [] as Job[],
  };
}
export type BridgeRotation = ReturnType<typeof createBridgeRotation>;
