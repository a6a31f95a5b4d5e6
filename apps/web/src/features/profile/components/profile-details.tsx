import type { Profile } from '@raktsetu/shared';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay, formatIsoDate } from '../../../lib/format.ts';
import { EligibilityCard } from './donor-health.tsx';

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'flex flex-col gap-0.5 sm:col-span-2' : 'flex flex-col gap-0.5'}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ id, title, note, children }: { id: string; title: string; note?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={id} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {note}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">{children}</dl>
    </Card>
  );
}

function NotProvided() {
  const { t } = useTranslation();
  return <span className="text-slate-500">{t('common.notProvided')}</span>;
}

const text = (value: string | null) => (value && value.trim() !== '' ? value : <NotProvided />);
const date = (value: string | null) => (value ? formatIsoDate(value) : <NotProvided />);

/** The profile in view mode: personal details, then the patient's medical details or the donor's settings. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <div className="flex flex-col gap-6" data-testid="profile-details">
      <PersonalSection profile={profile} />
      {profile.user_type === 'Donor' && <EligibilityCard profile={profile} />}
      {profile.user_type === 'Patient' ? <MedicalSection profile={profile} /> : <DonorSection profile={profile} />}
    </div>
  );
}

function PersonalSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Section id="profile-personal-heading" title={t('profile.sections.personal')}>
      <Detail label={t('profile.fields.fullName')}>{profile.full_name}</Detail>
      <Detail label={t('profile.fields.email')}>
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-all">{profile.email}</span>
          <Badge tone={profile.is_verified ? 'green' : 'amber'}>
            {profile.is_verified ? t('profile.fields.emailVerified') : t('profile.fields.emailUnverified')}
          </Badge>
        </span>
        {profile.pending_email && (
          <span className="mt-1 flex flex-col gap-0.5 text-sm" data-testid="profile-pending-email">
            <span className="font-medium break-all text-amber-900">
              {t('profile.fields.emailPending', { email: profile.pending_email })}
            </span>
            <span className="text-slate-700">{t('profile.fields.emailPendingHint', { email: profile.email })}</span>
          </span>
        )}
      </Detail>
      <Detail label={t('profile.fields.phone')}>{profile.phone_number}</Detail>
      <Detail label={t('profile.fields.bloodGroup')}>{text(profile.blood_group)}</Detail>
      <Detail label={t('profile.fields.city')}>{text(profile.city)}</Detail>
      <Detail label={t('profile.fields.state')}>{text(profile.state)}</Detail>
      <Detail label={t('profile.fields.accountType')}>{t(`roles.${profile.user_type}`)}</Detail>
      <Detail label={t('profile.fields.memberSince')}>
        <time dateTime={profile.created_at}>{formatDay(profile.created_at)}</time>
      </Detail>
    </Section>
  );
}

function MedicalSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Section
      id="profile-medical-heading"
      title={t('profile.sections.medical')}
      note={
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Lock aria-hidden="true" className="size-4" />
          {t('profile.sections.medicalPrivate')}
        </p>
      }
    >
      <Detail label={t('profile.fields.dateOfBirth')}>{date(profile.date_of_birth)}</Detail>
      <Detail label={t('profile.fields.emergencyContact')}>{text(profile.emergency_contact)}</Detail>
      <Detail label={t('profile.fields.medicalConditions')} wide>
        <span className="whitespace-pre-line">{text(profile.medical_conditions)}</span>
      </Detail>
    </Section>
  );
}

function DonorSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <Section id="profile-donor-heading" title={t('profile.sections.donor')}>
      <Detail label={t('profile.fields.lastDonation')}>{date(profile.last_donation_date)}</Detail>
      <Detail label={t('profile.fields.nextEligible')}>
        {profile.next_eligible_date ? (
          <span data-testid="next-eligible">
            {t('profile.fields.nextEligibleFrom', { date: formatIsoDate(profile.next_eligible_date) })}
          </span>
        ) : (
          <span data-testid="next-eligible">{t('profile.fields.nextEligibleNow')}</span>
        )}
      </Detail>
      <Detail label={t('profile.health.sex')}>
        {profile.sex ? t(`profile.health.sexes.${profile.sex}`) : <NotProvided />}
      </Detail>
      <Detail label={t('profile.fields.dateOfBirth')}>{date(profile.date_of_birth)}</Detail>
      <Detail label={t('profile.health.weight')}>
        {profile.weight_kg === null ? <NotProvided /> : t('profile.health.kg', { value: profile.weight_kg })}
      </Detail>
      <Detail label={t('profile.health.haemoglobin')}>
        {profile.hemoglobin_g_dl === null ? (
          <NotProvided />
        ) : (
          t('profile.health.gdl', { value: profile.hemoglobin_g_dl })
        )}
      </Detail>
      <Detail label={t('profile.fields.sosAvailability')}>
        <Badge tone={profile.is_available_for_sos ? 'green' : 'neutral'}>
          {profile.is_available_for_sos ? t('profile.fields.sosOn') : t('profile.fields.sosOff')}
        </Badge>
      </Detail>
      <Detail label={t('profile.fields.interests')} wide>
        {profile.interests.length > 0 ? (
          <ul className="flex flex-wrap gap-2" data-testid="profile-interests">
            {profile.interests.map((interest) => (
              <li key={interest}>
                <Badge tone="blue">{interest}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">{t('profile.fields.noInterests')}</span>
        )}
      </Detail>
    </Section>
  );
}
