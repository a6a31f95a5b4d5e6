import { EMERGENCY_PHONE, ERROR_CODES, SOS_RADII_KM, SOS_WIDEN_AFTER_MS } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { LoaderCircle, Phone, Siren } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LimitNextSteps } from '../../../components/requests/limit-next-steps.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { useOnline } from '../../../lib/offline/use-online.ts';
import { getCurrentLocation, locationFailureOf } from '../../../lib/geolocation.ts';
import { createBloodRequest, requestPath } from '../../../lib/requests-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { sosErrorMessage, sosPayload, type Coordinates } from '../sos.ts';
import { SosOffline } from './sos-offline.tsx';

type Phase = 'idle' | 'locating' | 'sending';

interface Failure {
  message: string;
  /** The location could not be read: the SOS may still go out, placed at the patient's town. */
  location: boolean;
  /** Refused for too many open SOS: show where else to turn. */
  limited?: boolean;
}

const [FIRST_RADIUS_KM, SECOND_RADIUS_KM, LAST_RADIUS_KM] = SOS_RADII_KM;
const WIDEN_AFTER_MINUTES = SOS_WIDEN_AFTER_MS / 60_000;

/**
 * /app/sos: one button. It reads the device's position, sends an SOS request (the server
 * alerts compatible donors within 15 km at once and widens the search if nobody accepts) and opens the new
 * request's page, where responses arrive live. Only patients raise requests: donors get an honest explanation
 * instead, and coordinators, bank staff and admins are told who sends an SOS. With no connection the
 * page says so and offers numbers to call instead (sos-offline.tsx): an SOS is never queued to go out later.
 */
export function SosPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('sos.title'));
  const { user } = useAuth();
  const online = useOnline();
  const role = user?.userType;
  if (!online) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('sos.title')} />
        <SosOffline canSend={role === 'Patient'} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('sos.title')} />
      {role === 'Patient' ? <SosButton /> : role === 'Donor' ? <DonorExplanation /> : <OtherRoleExplanation />}
      <a
        href={`tel:${EMERGENCY_PHONE}`}
        data-testid="call-emergency"
        className="flex min-h-12 items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900 underline-offset-2 hover:bg-red-100 hover:underline"
      >
        <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{t('sos.emergencyNumber', { phone: EMERGENCY_PHONE })}</span>
      </a>
    </div>
  );
}

function SosButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<Failure | null>(null);
  const busy = phase !== 'idle';

  async function send(location: Coordinates | null) {
    setPhase('sending');
    try {
      const created = await createBloodRequest(sosPayload(location));
      await navigate(requestPath(created.data.request_id));
    } catch (error) {
      const limited = isApiError(error) && error.code === ERROR_CODES.RATE_LIMITED;
      setFailure({ message: sosErrorMessage(error, t), location: false, limited });
      setPhase('idle');
    }
  }

  async function start() {
    setFailure(null);
    setPhase('locating');
    let location: Coordinates;
    try {
      const reading = await getCurrentLocation();
      location = { latitude: reading.latitude, longitude: reading.longitude };
    } catch (error) {
      setFailure({ message: t(`location.errors.${locationFailureOf(error)}`), location: true });
      setPhase('idle');
      return;
    }
    await send(location);
  }

  const label = phase === 'locating' ? t('sos.locating') : phase === 'sending' ? t('sos.sending') : t('sos.send');

  return (
    <Card className="flex flex-col items-center gap-6 text-center">
      <p className="max-w-xl text-base text-slate-700" data-testid="sos-explanation">
        {t('sos.explanation', {
          first: FIRST_RADIUS_KM,
          second: SECOND_RADIUS_KM,
          last: LAST_RADIUS_KM,
          minutes: WIDEN_AFTER_MINUTES,
        })}
      </p>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
        data-testid="sos-button"
        className={clsx(
          'flex size-56 flex-col items-center justify-center gap-3 rounded-full bg-red-700 px-6 text-white shadow-xl ring-8 ring-red-200 transition-colors sm:size-64',
          'hover:bg-red-800 active:bg-red-900 disabled:cursor-wait disabled:bg-red-800',
        )}
      >
        {busy ? (
          <LoaderCircle aria-hidden="true" className="size-14 animate-spin" />
        ) : (
          <Siren aria-hidden="true" className="size-14" />
        )}
        <span className="text-2xl font-bold">{label}</span>
      </button>
      <p className="sr-only" role="status">
        {busy ? label : ''}
      </p>
      {failure && (
        <Alert tone="error" className="w-full max-w-xl text-left" data-testid="sos-error">
          <p>{failure.message}</p>
          {failure.limited && <LimitNextSteps />}
          {failure.location && (
            <>
              <p className="mt-1 font-normal">{t('sos.withoutLocationHint')}</p>
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => void send(null)}>
                {t('sos.sendWithoutLocation')}
              </Button>
            </>
          )}
        </Alert>
      )}
    </Card>
  );
}

function DonorExplanation() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4" data-testid="sos-donor">
      <p className="text-slate-700">{t('sos.donor.body', { km: FIRST_RADIUS_KM })}</p>
      <p className="text-slate-700">{t('sos.donor.availability')}</p>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/app/requests">{t('sos.donor.seeRequests')}</ButtonLink>
        <ButtonLink to="/app/profile" variant="secondary">
          {t('sos.donor.profile')}
        </ButtonLink>
      </div>
    </Card>
  );
}

/** Coordinators, bank staff and admins: the server takes requests from patients only (and their families). */
function OtherRoleExplanation() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4" data-testid="sos-other-role">
      <p className="text-slate-700">{t('sos.otherRole.body', { phone: EMERGENCY_PHONE })}</p>
    </Card>
  );
}
