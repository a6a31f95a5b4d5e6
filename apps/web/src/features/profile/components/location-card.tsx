import type { Profile } from '@raktsetu/shared';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, LocateFixed, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { formatCoordinate, mapLink } from '../../../lib/geolocation.ts';
import { placeName, profileKeys, reverseGeocode, type SavedProfile } from '../api/profile-api.ts';
import { useDonorLocation } from '../hooks/use-donor-location.ts';

/**
 * The donor's location settings card: the saved point with six decimals, the nearest town, when it
 * was saved, and a button that reads the browser's position and saves it (PUT /donors/{id}/location).
 */
export function LocationCard({ profile, onSaved }: { profile: Profile; onSaved: (saved: SavedProfile) => void }) {
  const { t } = useTranslation();
  const { permission, phase, result, updateLocation } = useDonorLocation(profile, onSaved);
  const { latitude, longitude } = profile;

  return (
    <Card as="section" aria-labelledby="location-heading" className="flex flex-col gap-4" data-testid="location-card">
      <div className="flex flex-col gap-1">
        <h2 id="location-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MapPin aria-hidden="true" className="size-5 text-red-700" />
          {t('location.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('location.intro')}</p>
      </div>

      {latitude !== null && longitude !== null ? (
        <SavedLocation latitude={latitude} longitude={longitude} updatedAt={profile.location_updated_at} />
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

/** The saved point: the nearest town (looked up once per point), the coordinates, when it was saved and a map link. */
function SavedLocation({
  latitude,
  longitude,
  updatedAt,
}: {
  latitude: number;
  longitude: number;
  updatedAt: string | null;
}) {
  const { t } = useTranslation();
  const place = useQuery({
    queryKey: profileKeys.place(latitude, longitude),
    queryFn: ({ signal }) => reverseGeocode(latitude, longitude, signal),
    staleTime: Infinity,
  });
  const placeText = place.isPending
    ? t('location.placeLoading')
    : place.data
      ? placeName(place.data)
      : t('location.placeUnavailable');

  return (
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
      {updatedAt && (
        <div className="flex flex-col gap-0.5">
          <dt className="font-medium text-slate-600">{t('location.lastUpdated')}</dt>
          <dd className="text-slate-900">
            <time dateTime={updatedAt}>{formatDateTime(updatedAt)}</time>
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
  );
}
