/**
 * Starts the service worker's registration once the page has fully loaded, so it never competes with the first
 * paint; its code (workbox-window) is a chunk of its own, outside the first page's budget (.size-limit.cjs).
 * Only in builds: the dev server has no /sw.js.
 */
export function registerServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || typeof window === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('./register-service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker());
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
