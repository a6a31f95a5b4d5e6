import { lazy, Suspense } from 'react';
import { loadMoreMessages } from '../../i18n/index.ts';
import { useOnline } from '../../lib/offline/use-online.ts';

// Its code and text (with the other pages' texts, which the worker keeps) load only when the app is offline, so
// the first page does not carry them.
const OfflineBarText = lazy(async () => {
  const [module] = await Promise.all([import('./offline-bar-text.tsx'), loadMoreMessages()]);
  return { default: module.OfflineBarText };
});

/** A bar across the top of every page while the server cannot be reached. */
export function OfflineBar() {
  const online = useOnline();
  return (
    // The live region stays in the page so screen readers announce the bar when it appears.
    <div role="status" aria-live="polite">
      {!online && (
        <Suspense fallback={null}>
          <OfflineBarText />
        </Suspense>
      )}
    </div>
  );
}
