/** Being written (Blood Bridge). */
export function JoinBridgePage() {
  return null;
}
