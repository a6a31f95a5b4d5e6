import { useEffect, useState } from 'react';

/** The current time (ms), updated every `intervalMs`, so "5 minutes ago" keeps itself true. */
export function useNow(intervalMs: number = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
