import { createContext, useContext, useEffect, useRef } from 'react';
import type { LiveStatus } from './live-events.ts';
import type { LiveUpdate } from './live-updates.ts';

export type LiveListener = (update: LiveUpdate) => void;

export interface LiveUpdatesValue {
  /** The stream's state: 'open' means updates arrive as they happen. */
  status: LiveStatus;
  subscribe: (listener: LiveListener) => () => void;
}

/** Outside the signed-in layout there is no stream. */
const NO_STREAM: LiveUpdatesValue = { status: 'offline', subscribe: () => () => undefined };

export const LiveUpdatesContext = createContext<LiveUpdatesValue>(NO_STREAM);

export function useLiveUpdates(): LiveUpdatesValue {
  return useContext(LiveUpdatesContext);
}

/** Calls `listener` with every live update while the component is mounted (the latest listener is used). */
export function useLiveUpdate(listener: LiveListener): void {
  const { subscribe } = useLiveUpdates();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribe((update) => latest.current(update)), [subscribe]);
}
