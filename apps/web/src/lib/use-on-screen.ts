import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is still on screen, read when an answer comes: a change's outcome is told in place while
 * its form is shown and as a toast once it is gone (lib/mutation-outcome.ts). Set again on mounting, as StrictMode
 * mounts twice.
 */
export function useOnScreen(): RefObject<boolean> {
  const onScreen = useRef(true);
  useEffect(() => {
    onScreen.current = true;
    return () => {
      onScreen.current = false;
    };
  }, []);
  return onScreen;
}
