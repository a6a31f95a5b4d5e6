/**
 * The value shown at `step` of a count-up from 0 to `target` in `steps` equal steps. It never passes the
 * target and lands exactly on it at the last step, whatever rounding happened on the way.
 */
export function countUpValue(target: number, step: number, steps: number): number {
  if (steps <= 0 || step >= steps) return target;
  if (step <= 0) return 0;
  return Math.floor((target * step) / steps);
}
