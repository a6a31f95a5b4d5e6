import { useEffect } from 'react';

/**
 * Loads a page's code once the browser is idle after this page has painted, so the likely next page (e.g. sign-in
 * from the landing page) opens at once without weighing on the first load (docs/decisions/0022-first-page-budget.md).
 * A failed prefetch is forgotten: the page's own lazy load tries again and shows the error screen if it fails.
 */
export function usePrefetchAfterPaint(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 1000);
    return () => clearTimeout(timer);
  }, [load]);
}
