import { isLanguage, LANGUAGE_LOCALES } from '@raktsetu/shared';
import { Droplet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { readCard } from '../../lib/offline/saved-data.ts';
import { Card } from '../ui/card.tsx';
import { LastUpdated } from './last-updated.tsx';

/**
 * The card this phone saved for the signed-in person, for when the profile cannot be loaded: a donor's group,
 * when they may donate next and their last donation; a patient's group, emergency contact and conditions.
 * Renders nothing when no card of this person is saved.
 */
export function SavedCard() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const saved = user ? readCard(user.id) : null;
  if (!saved) return null;
  const card = saved.data;
  const locale = isLanguage(i18n.language) ? LANGUAGE_LOCALES[i18n.language] : LANGUAGE_LOCALES.en;
  const day = (value: string | null) =>
    value && /^\d{4}-\d{2}-\d{2}/.test(value)
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${value.slice(0, 10)}T00:00:00Z`),
        )
      : t('offline.card.none');
  const rows: [string, string][] =
    card.user_type === 'Donor'
      ? [
          [t('offline.card.eligibleFrom'), day(card.next_eligible_date)],
          [t('offline.card.lastDonation'), day(card.last_donation_date)],
        ]
      : [
          [t('offline.card.emergencyContact'), card.emergency_contact ?? t('offline.card.none')],
          [t('offline.card.medicalConditions'), card.medical_conditions ?? t('offline.card.none')],
        ];
  return (
    <Card className="flex flex-col gap-3" data-testid="saved-card">
      <h2 className="text-lg font-semibold text-slate-900">{t('offline.card.title')}</h2>
      <p className="text-base font-medium text-slate-900">{card.full_name}</p>
      <p className="flex items-center gap-2 text-slate-700">
        <Droplet aria-hidden="true" className="size-5 fill-red-700 text-red-700" />
        <span>
          {t('offline.card.bloodGroup')}:{' '}
          <strong data-testid="saved-card-group" className="text-xl text-red-800">
            {card.blood_group ?? t('offline.card.none')}
          </strong>
        </span>
      </p>
      <dl className="grid gap-2 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <LastUpdated at={saved.savedAt} />
    </Card>
  );
}
