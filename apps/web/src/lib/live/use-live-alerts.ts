import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveAlert } from './live-updates.ts';

/** How long a pop-up alert stays before it goes by itself (the bell keeps it). */
const ALERT_DURATION_MS = 20_000;
/** At most this many pop-ups at once; older ones give way. */
const MAX_ALERTS = 3;

/**
 * The pop-up alerts on screen: each goes by itself after a while or when dismissed, and a newer one for the
 * same notification replaces it (restarting its clock). Kept apart from the connection so how alerts show can
 * change without touching the stream.
 */
export function useLiveAlerts() {
  const [alerts, setAlerts] = useState<LiveAlert[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: string) => {
    setAlerts((current) => current.filter((alert) => alert.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const showAlert = useCallback(
    (alert: LiveAlert) => {
      setAlerts((current) => [...current.filter((item) => item.id !== alert.id), alert].slice(-MAX_ALERTS));
      const previous = timers.current.get(alert.id);
      if (previous) clearTimeout(previous);
      timers.current.set(
        alert.id,
        setTimeout(() => dismiss(alert.id), ALERT_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return { alerts, showAlert, dismiss };
}
