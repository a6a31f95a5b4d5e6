/** Being written (Blood Bridge). */
export function MyBridgesPage() {
  return null;
}
