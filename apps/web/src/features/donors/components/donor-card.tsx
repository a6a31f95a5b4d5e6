import type { DonorSearchResult } from '@raktsetu/shared';
import { HeartHandshake, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportLink } from '../../../components/report/report-link.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { formatDay, formatIsoDate } from '../../../lib/format.ts';

/** The API's distance bands → their locale keys (the band values contain characters i18next keys avoid). */
const BAND_KEYS = {
  'under 5 km': 'under5',
  '5–10 km': 'from5to10',
  '10–25 km': 'from10to25',
  '25–50 km': 'from25to50',
  'over 50 km': 'over50',
} as const satisfies Record<DonorSearchResult['distance_km_band'], string>;

function eligibleDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatIsoDate(value) : formatDay(value);
}

interface DonorCardProps {
  donor: DonorSearchResult;
  /** The create-request page prefilled with what was searched. */
  askPath: string;
}

/** What a patient may know of a donor before they accept: first name, town, group, distance band, availability. */
export function DonorCard({ donor, askPath }: DonorCardProps) {
  const { t } = useTranslation();
  const place = [donor.users.city, donor.users.state].filter(Boolean).join(', ');
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="donor-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h3 className="truncate text-lg font-semibold text-slate-900">{donor.users.full_name}</h3>
          <p className="flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {place || t('donors.card.placeUnknown')} · {t(`donors.bands.${BAND_KEYS[donor.distance_km_band]}`)}
            </span>
          </p>
        </div>
        <span
          className="shrink-0 rounded-lg bg-red-100 px-2.5 py-1 text-base font-bold text-red-800"
          aria-label={t('donors.card.group', { group: donor.bloodgroups.group_name })}
        >
          {donor.bloodgroups.group_name}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone={donor.compatibility === 'exact' ? 'green' : 'blue'}>
          {donor.compatibility === 'exact' ? t('donors.card.exact') : t('donors.card.compatible')}
        </Badge>
        <Badge tone={donor.is_available_for_sos ? 'green' : 'neutral'}>
          {donor.is_available_for_sos ? t('donors.card.availableSos') : t('donors.card.notAvailableSos')}
        </Badge>
        <Badge tone={donor.eligible_now ? 'green' : 'amber'}>
          {donor.eligible_now || !donor.eligible_from
            ? t('donors.card.eligibleNow')
            : t('donors.card.eligibleFrom', { date: eligibleDate(donor.eligible_from) })}
        </Badge>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ButtonLink
          to={askPath}
          variant="secondary"
          size="sm"
          aria-label={t('donors.card.askForHelpLabel', { name: donor.users.full_name })}
        >
          <HeartHandshake aria-hidden="true" className="size-4" />
          {t('donors.card.askForHelp')}
        </ButtonLink>
        <ReportLink
          subject={{ type: 'user', id: donor.donor_id }}
          label={t('report.linkLabel', { name: donor.users.full_name })}
        />
      </div>
    </li>
  );
}
