import type { BridgeDeps } from './bridge-deps.ts';
import type { BridgeRotation } from './bridge-rotation.ts';

/** The patient's plan and bridge, invitations, joining and leaving (docs/product.md "Blood Bridge"). */
export function createBridgeService(deps: BridgeDeps & { rotation: BridgeRotation }) {
  void deps;
  return {};
}
export type BridgeService = ReturnType<typeof createBridgeService>;
