import type { z } from 'zod';
import type { eligibilitySchema } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { formatIsoDate } from '../../../lib/format.ts';

type Eligibility = z.infer<typeof eligibilitySchema>;

const KNOWN_REASONS = ['too_young', 'too_old', 'underweight', 'low_haemoglobin', 'recent_donation'] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
const isKnownReason = (reason: string): reason is KnownReason => (KNOWN_REASONS as readonly string[]).includes(reason);

/**
 * What a donor needs to know above the list: to save a location first (nothing nearby can be shown without it),
 * and whether they can give now or from which day (a donor who cannot give yet sees the date).
 */
export function DonorNotices({
  eligibility,
  needsLocation,
}: {
  eligibility: Eligibility | undefined;
  needsLocation: boolean;
}) {
  const { t } = useTranslation();
  const reasons = (eligibility?.reasons ?? [])
    .filter((reason) => reason !== 'recent_donation' || !eligibility?.next_eligible_date)
    .map((reason) => (isKnownReason(reason) ? t(`requests.eligibility.reasons.${reason}`) : reason));

  return (
    <div className="flex flex-col gap-3">
      {needsLocation && (
        <Alert tone="info" data-testid="needs-location">
          <p>{t('requests.eligibility.needsLocation')}</p>
          <Link to="/app/profile" className="mt-1 inline-block font-semibold underline underline-offset-2">
            {t('requests.eligibility.setLocation')}
          </Link>
        </Alert>
      )}
      {eligibility && !eligibility.eligible && (
        <Alert tone="info" data-testid="donor-eligibility">
          {eligibility.next_eligible_date && (
            <p>{t('requests.eligibility.nextDate', { date: formatIsoDate(eligibility.next_eligible_date) })}</p>
          )}
          {reasons.length > 0 && <p>{t('requests.eligibility.notEligible', { reasons: reasons.join('; ') })}</p>}
        </Alert>
      )}
      {eligibility?.eligible && !needsLocation && (
        <p data-testid="donor-eligibility" className="text-sm font-medium text-green-800">
          {t('requests.eligibility.canDonate')}
        </p>
      )}
    </div>
  );
}
