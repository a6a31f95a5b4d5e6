import { useState } from 'react';
import { getCurrentLocation, locationFailureOf, type LocationFailure } from '../../../lib/geolocation.ts';
import type { SearchPoint } from '../forms/donor-search.ts';

type LocationPhase =
  | { phase: 'idle' }
  | { phase: 'locating' }
  | { phase: 'captured'; point: SearchPoint }
  | { phase: 'failed'; failure: LocationFailure };

export type SearchLocation = LocationPhase & { capture: () => void; clear: () => void };

/** The browser's position for one search, asked for only when the patient taps "Use my location". */
export function useSearchLocation(): SearchLocation {
  const [state, setState] = useState<LocationPhase>({ phase: 'idle' });
  const capture = () => {
    setState({ phase: 'locating' });
    getCurrentLocation().then(
      (reading) => setState({ phase: 'captured', point: { latitude: reading.latitude, longitude: reading.longitude } }),
      (error: unknown) => setState({ phase: 'failed', failure: locationFailureOf(error) }),
    );
  };
  return { ...state, capture, clear: () => setState({ phase: 'idle' }) };
}
