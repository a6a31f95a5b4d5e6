/** Being written (Blood Bridge). */
export function BridgePage() {
  return null;
}
