import type { RequestDetail } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';

type SosRequest = Pick<RequestDetail, 'reach' | 'timeline'>;

/** The first alert wave ran and reached nobody: the family must hear it plainly and call a bank. */
export function nobodyAlerted(request: SosRequest): boolean {
  return request.reach.first_wave_done && request.reach.donors_alerted === 0;
}

/**
 * What the owner of a live SOS reads first: donors are still being alerted, or how many were, or — when nobody
 * could be — that plainly, leading to the blood banks listed just below.
 */
export function SosStatus({ request }: { request: SosRequest }) {
  const { t } = useTranslation();
  const { reach } = request;
  if (!reach.first_wave_done) {
    return (
      <Alert tone="info" data-testid="sos-live">
        {t('requests.detail.sosLive')}
      </Alert>
    );
  }
  if (nobodyAlerted(request)) {
    const noPlace = request.timeline.some((event) => event.type === 'no_location');
    return (
      <Alert tone="error" data-testid="sos-nobody">
        <p className="text-base font-bold">
          {noPlace ? t('requests.detail.sosNoPlace') : t('requests.detail.sosNobody', { km: reach.search_radius_km })}
        </p>
        <p className="mt-1">{t('requests.detail.sosCallBank')}</p>
      </Alert>
    );
  }
  return (
    <Alert tone="success" data-testid="sos-alerted">
      <p className="text-base font-bold">
        {t('requests.detail.sosAlerted', { count: reach.donors_alerted, km: reach.search_radius_km })}
      </p>
      <p className="mt-1 font-normal">{t('requests.detail.sosAnswers')}</p>
    </Alert>
  );
}
