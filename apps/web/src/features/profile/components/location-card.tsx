import type { Profile } from '@raktsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  formatCoordinate,
  getCurrentLocation,
  locationFailureOf,
  mapLink,
  queryLocationPermission,
  type LocationPermission,
} from '../../../lib/geolocation.ts';
import { placeName, profileKeys, reverseGeocode, saveDonorLocation, type SavedProfile } from '../api/profile-api.ts';

type Phase = 'idle' | 'locating' | 'saving';

/**
 * The donor's location settings card: the saved point with six decimals, the nearest town, when it
 * was saved, and a button that reads the browser's position and saves it (PUT /donors/{id}/location).
 */
export function LocationCard({ profile, onSaved }: { profile: Profile; onSaved: (saved: SavedProfile) => void }) {
  const { t } = useTranslation();
  const [permission, setPermission] = useState<LocationPermission>('unknown');
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const { latitude, longitude } = profile;
  const hasLocation = latitude !== null && longitude !== null;

  useEffect(() => {
    let active = true;
    void queryLocationPermission().then((state) => active && setPermission(state));
    return () => {
      active = false;
    };
  }, [phase]);

  const place = useQuery({
    queryKey: profileKeys.place(latitude ?? 0, longitude ?? 0),
    queryFn: ({ signal }) => reverseGeocode(latitude ?? 0, longitude ?? 0, signal),
    enabled: hasLocation,
    staleTime: Infinity,
  });

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

  const placeText = place.isPending
    ? t('location.placeLoading')
    : place.data
      ? placeName(place.data)
      : t('location.placeUnavailable');

  return (
    <Card as="section" aria-labelledby="location-heading" className="flex flex-col gap-4" data-testid="location-card">
      <div className="flex flex-col gap-1">
        <h2 id="location-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MapPin aria-hidden="true" className="size-5 text-red-700" />
          {t('location.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('location.intro')}</p>
      </div>

      {hasLocation ? (
        <dl className="flex flex-col gap-3 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="font-medium text-slate-600">{t('location.place')}</dt>
            <dd className="text-slate-900" data-testid="location-place">
              {placeText}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="font-medium text-slate-600">{t('location.coordinates')}</dt>
            <dd className="font-mono text-slate-900 tabular-nums" data-testid="location-coordinates">
              {formatCoordinate(latitude)}, {formatCoordinate(longitude)}
            </dd>
          </div>
          {profile.location_updated_at && (
            <div className="flex flex-col gap-0.5">
              <dt className="font-medium text-slate-600">{t('location.lastUpdated')}</dt>
              <dd className="text-slate-900">
                <time dateTime={profile.location_updated_at}>{formatDateTime(profile.location_updated_at)}</time>
              </dd>
            </div>
          )}
          <div>
            <a
              href={mapLink(latitude, longitude)}
              target="_blank"
              rel="noreferrer noopener"
              className="inline-flex min-h-10 items-center gap-1.5 rounded font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
            >
              {t('location.viewOnMap')}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('common.opensInNewTab')}</span>
            </a>
          </div>
        </dl>
      ) : (
        <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('location.notSet')}</p>
      )}

      <p className="text-sm text-slate-700">
        {t('location.permission.label')}{' '}
        <span className="font-semibold text-slate-900" data-testid="location-permission">
          {t(`location.permission.${permission}`)}
        </span>
      </p>
      {permission === 'denied' && <p className="text-sm text-slate-700">{t('location.permission.deniedHelp')}</p>}

      {result && (
        <Alert tone={result.tone} data-testid="location-result">
          {result.message}
        </Alert>
      )}

      <Button
        variant="secondary"
        className="self-start"
        loading={phase !== 'idle'}
        loadingText={phase === 'locating' ? t('location.locating') : t('location.saving')}
        onClick={() => void updateLocation()}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {t('location.update')}
      </Button>
    </Card>
  );
}
