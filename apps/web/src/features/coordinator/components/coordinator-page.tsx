/** Being written (Blood Bridge). */
export function CoordinatorPage() {
  return null;
}
