import type { RequestDetail } from '@raktsetu/shared';
import { Phone, UserRoundCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatKm, telHref } from '../request-format.ts';

type AcceptedDonor = NonNullable<RequestDetail['accepted_donors']>[number];

/**
 * To the owner: the donors who accepted, with name, group, distance and a tap-to-call link (a donor's
 * number is shown only once they accepted this patient's request).
 */
export function AcceptedDonorsCard({ donors, timeAgo }: { donors: AcceptedDonor[]; timeAgo: (at: string) => string }) {
  const { t } = useTranslation();
  return (
    <Card as="section" aria-labelledby="accepted-heading" className="flex flex-col gap-4" data-testid="accepted-donors">
      <h2 id="accepted-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <UserRoundCheck aria-hidden="true" className="size-5 text-green-700" />
        {t('requests.detail.acceptedHeading')}
      </h2>
      {donors.length === 0 ? (
        <p className="text-slate-700">{t('requests.detail.noneAccepted')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {donors.map((donor) => (
            <li
              key={donor.donor_id}
              data-testid="accepted-donor"
              className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-semibold break-words text-slate-900">{donor.full_name}</p>
                <Badge tone="red">{donor.blood_group}</Badge>
                {donor.distance_km !== null && (
                  <span className="text-sm text-slate-700">
                    {t('requests.card.distance', { distance: formatKm(donor.distance_km) })}
                  </span>
                )}
              </div>
              <p className="text-sm text-slate-700">
                {t('requests.detail.acceptedAt', { time: timeAgo(donor.accepted_at) })}
              </p>
              {donor.message && <blockquote className="text-sm text-slate-800 italic">“{donor.message}”</blockquote>}
              <a
                href={telHref(donor.phone_number)}
                className={buttonClasses({ variant: 'primary', size: 'md' }, 'self-start')}
                aria-label={t('requests.detail.callLabel', { name: donor.full_name, phone: donor.phone_number })}
              >
                <Phone aria-hidden="true" className="size-4" />
                {donor.phone_number}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
