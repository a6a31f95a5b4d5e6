import type { DonationHistoryItem } from '@raktsetu/shared';
import { Download, Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatIsoDate, placeLine } from '../../../lib/format.ts';
import { useCertificateDownload } from '../hooks/use-certificate-download.ts';
import { componentLabel } from '../../../lib/component-name.ts';

/** The donor's side: when they may give again, then every confirmed donation with its certificate. */
export function DonationHistory({
  donations,
  nextEligibleDate,
}: {
  donations: DonationHistoryItem[];
  nextEligibleDate: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Card data-testid="next-eligible" className="flex items-center gap-3">
        <Droplet aria-hidden="true" className="size-6 shrink-0 text-red-700" />
        <p className="font-medium text-slate-900">
          {nextEligibleDate
            ? t('history.eligibleFrom', { date: formatIsoDate(nextEligibleDate) })
            : t('history.eligibleNow')}
        </p>
      </Card>
      {donations.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 text-center" data-testid="history-empty">
          <p className="text-slate-700">{t('history.noDonations')}</p>
          <ButtonLink to="/app/requests?filter=nearby" variant="secondary">
            {t('history.findRequests')}
          </ButtonLink>
        </Card>
      ) : (
        <ul aria-label={t('history.donationsLabel')} className="flex flex-col gap-3">
          {donations.map((donation) => (
            <li key={donation.donation_id}>
              <DonationCard donation={donation} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DonationCard({ donation }: { donation: DonationHistoryItem }) {
  const { t } = useTranslation();
  const download = useCertificateDownload();
  // With no bank or hospital, the place is the patient's town, which is also the city.
  const place = placeLine([donation.place, donation.city]);
  return (
    <Card as="article" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="font-semibold text-slate-900">
          {t('history.donationHeading', {
            component: componentLabel(t, donation.component),
            date: formatIsoDate(donation.donation_date),
          })}
        </h2>
        {place && <p className="text-sm break-words text-slate-700">{place}</p>}
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge tone="green">{t(`history.confirmedBy.${donation.confirmed_by}`)}</Badge>
          <span>{t('history.code', { code: donation.certificate_code })}</span>
        </div>
      </div>
      <Button
        variant="secondary"
        className="shrink-0"
        onClick={() => download.mutate(donation)}
        loading={download.isPending}
        loadingText={t('history.downloading')}
        aria-label={t('history.downloadLabel', { date: formatIsoDate(donation.donation_date) })}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('history.download')}
      </Button>
    </Card>
  );
}
