import { Workbox } from 'workbox-window';
import { offerUpdate } from './app-update.ts';

/** An installed app can stay open for days: look for a new version when it comes back to the screen, this often. */
const UPDATE_CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (src/sw.ts, built to /sw.js) after the page has loaded, so it never competes with
 * the first paint. A version that installs while an older one controls the page waits; the update prompt lets the
 * person switch, and the page reloads once the new one has taken control.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    // Offline the check simply fails; the next return to the screen tries again.
    wb.update().catch(() => undefined);
  });
  wb.register().catch((error: unknown) => {
    // The app works without it (only not offline); nothing personal is in the error.
    console.warn('The service worker could not be registered.', error);
  });
}
