import { DONOR_SEXES, todayIso, type Profile } from '@raktsetu/shared';
import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatIsoDate } from '../../../lib/format.ts';
import type { ProfileEditFormState } from '../hooks/use-profile-edit-form.ts';

/** A donor's sex, weight, date of birth and haemoglobin: each optional, since a missing value never excludes. */
export function EditDonorHealthSection({ form }: { form: ProfileEditFormState }) {
  const { t } = useTranslation();
  const { field, errors } = form;
  return (
    <Card as="section" aria-labelledby="edit-health-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="edit-health-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.health.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('profile.health.note')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select label={t('profile.health.sex')} error={errors.sex?.message} {...field('sex')}>
          <option value="">{t('profile.health.sexNotSaid')}</option>
          {DONOR_SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {t(`profile.health.sexes.${sex}`)}
            </option>
          ))}
        </Select>
        <Input
          label={t('profile.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          max={todayIso()}
          error={errors.date_of_birth?.message}
          {...field('date_of_birth')}
        />
        <Input
          label={t('profile.health.weight')}
          type="number"
          inputMode="decimal"
          step="0.1"
          error={errors.weight_kg?.message}
          {...field('weight_kg')}
        />
        <Input
          label={t('profile.health.haemoglobin')}
          hint={t('profile.health.haemoglobinHint')}
          type="number"
          inputMode="decimal"
          step="0.1"
          error={errors.hemoglobin_g_dl?.message}
          {...field('hemoglobin_g_dl')}
        />
      </div>
    </Card>
  );
}

/** "Eligible now", or "Eligible from <date>" / not eligible, with the server's reasons in words. */
export function EligibilityCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const eligibility = profile.eligibility;
  if (!eligibility) return null;
  // A date is promised only when a recent donation is the one bar; with another reason too the date alone would mislead.
  const onlyWaiting = eligibility.reason_codes.every((code) => code === 'recent_donation');
  const heading = eligibility.eligible
    ? t('profile.eligibility.now')
    : eligibility.next_eligible_date && onlyWaiting
      ? t('profile.eligibility.from', { date: formatIsoDate(eligibility.next_eligible_date) })
      : t('profile.eligibility.notNow');
  const Icon = eligibility.eligible ? CheckCircle2 : Clock;
  return (
    <Card
      as="section"
      aria-labelledby="eligibility-heading"
      data-testid="eligibility-card"
      className={eligibility.eligible ? 'border-green-200 bg-green-50' : 'border-amber-200 bg-amber-50'}
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={eligibility.eligible ? 'size-6 shrink-0 text-green-700' : 'size-6 shrink-0 text-amber-700'}
        />
        <div className="flex flex-col gap-1">
          <h2 id="eligibility-heading" className="text-lg font-semibold text-slate-900">
            {heading}
          </h2>
          {eligibility.reasons.length > 0 && (
            <ul className="list-disc pl-5 text-slate-800">
              {eligibility.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <p className="text-sm text-slate-600">{t('profile.eligibility.missing')}</p>
        </div>
      </div>
    </Card>
  );
}
