import type { BridgeDeps } from '../bridge/bridge-deps.ts';

/** What coordinators see and do; every action is written to the audit trail. */
export function createCoordinatorService(deps: BridgeDeps) {
  void deps;
  return {};
}
export type CoordinatorService = ReturnType<typeof createCoordinatorService>;
