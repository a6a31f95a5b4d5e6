import { useEffect, useState } from 'react';

/** No screen waits longer than this without saying so and offering a retry (slow networks). */
export const SLOW_AFTER_MS = 10_000;

/** True once `active` has stayed true for `afterMs` (ms); false again as soon as it stops. */
export function useWaitedLong(active: boolean, afterMs: number = SLOW_AFTER_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!active) {
      setLong(false);
      return;
    }
    const timer = setTimeout(() => setLong(true), afterMs);
    return () => clearTimeout(timer);
  }, [active, afterMs]);
  return active && long;
}
