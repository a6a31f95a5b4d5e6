import { useState } from 'react';
import { getCurrentLocation, locationFailureOf, type LocationFailure } from '../../../lib/geolocation.ts';
import type { NearPoint } from '../forms/bank-search.ts';

type NearMePhase =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'captured'; point: NearPoint }
  | { phase: 'failed'; failure: LocationFailure };

export type NearMe = NearMePhase & { locate: () => Promise<NearPoint | null>; clear: () => void };

/** The device's position for "Near me", read only when asked. */
export function useNearMe(): NearMe {
  const [state, setState] = useState<NearMePhase>({ phase: 'idle' });
  const locate = async () => {
    setState({ phase: 'locating' });
    try {
      const reading = await getCurrentLocation();
      const point = { latitude: reading.latitude, longitude: reading.longitude };
      setState({ phase: 'captured', point });
      return point;
    } catch (error) {
      setState({ phase: 'failed', failure: locationFailureOf(error) });
      return null;
    }
  };
  return { ...state, locate, clear: () => setState({ phase: 'idle' }) };
}
