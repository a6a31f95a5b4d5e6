import { useSyncExternalStore } from 'react';

/** Tailwind's lg: the width at which CareBot's suggestions sit beside the conversation instead of above it. */
const WIDE_QUERY = '(min-width: 1024px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches;
}

/** True on a desktop-wide window; follows the window as it is resized. */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
