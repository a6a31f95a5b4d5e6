import { LocateFixed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCoordinate } from '../../../lib/geolocation.ts';
import type { LocationState } from '../hooks/use-create-request-form.ts';

interface RequestLocationPickerProps {
  location: LocationState;
  onCapture: () => void;
  disabled: boolean;
}

/** The optional device location for a new request, with what was captured or why it could not be. */
export function RequestLocationPicker({ location, onCapture, disabled }: RequestLocationPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-semibold text-slate-900">{t('requests.create.locationHeading')}</h2>
        <p className="text-sm text-slate-700">{t('requests.create.locationHint')}</p>
      </div>
      <Button
        variant="secondary"
        className="self-start"
        onClick={onCapture}
        disabled={disabled}
        loading={location.phase === 'locating'}
        loadingText={t('requests.create.locating')}
      >
        <LocateFixed aria-hidden="true" className="size-4" />
        {t('requests.create.useLocation')}
      </Button>
      {location.phase === 'captured' && (
        <Alert tone="success" data-testid="location-result">
          <p>{t('requests.create.locationCaptured')}</p>
          <p className="mt-1 font-normal">
            {t('requests.create.coordinates', {
              latitude: formatCoordinate(location.coordinates.latitude),
              longitude: formatCoordinate(location.coordinates.longitude),
            })}
          </p>
        </Alert>
      )}
      {location.phase === 'failed' && (
        <Alert tone="error" data-testid="location-result">
          {t('requests.create.locationFailed')}
        </Alert>
      )}
    </div>
  );
}
