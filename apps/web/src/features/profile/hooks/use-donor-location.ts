import type { Profile } from '@raktsetu/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  getCurrentLocation,
  locationFailureOf,
  queryLocationPermission,
  type LocationPermission,
} from '../../../lib/geolocation.ts';
import { saveDonorLocation, type SavedProfile } from '../api/profile-api.ts';

export type LocationPhase = 'idle' | 'locating' | 'saving';

/**
 * Reads the browser's position and saves it as the donor's location. The permission state is read
 * again after each attempt, since the browser may have just asked the user.
 */
export function useDonorLocation(profile: Profile, onSaved: (saved: SavedProfile) => void) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<LocationPermission>('unknown');
  const [phase, setPhase] = useState<LocationPhase>('idle');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  useEffect(() => {
    let active = true;
    void queryLocationPermission().then((state) => active && setPermission(state));
    return () => {
      active = false;
    };
  }, [phase]);

  async function updateLocation() {
    setResult(null);
    setPhase('locating');
    let reading: { latitude: number; longitude: number };
    try {
      reading = await getCurrentLocation();
    } catch (error) {
      setResult({ tone: 'error', message: t(`location.errors.${locationFailureOf(error)}`) });
      setPhase('idle');
      return;
    }
    setPhase('saving');
    try {
      const saved = await saveDonorLocation(profile.user_id, {
        latitude: reading.latitude,
        longitude: reading.longitude,
      });
      onSaved(saved);
      setResult({ tone: 'success', message: saved.message ?? t('location.saved') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('location.saveFailed')) });
    } finally {
      setPhase('idle');
    }
  }

  return { permission, phase, result, updateLocation };
}
