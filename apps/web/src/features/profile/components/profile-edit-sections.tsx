import { todayIso, type Profile } from '@raktsetu/shared';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { ProfileEditFormState } from '../hooks/use-profile-edit-form.ts';

interface SectionProps {
  form: ProfileEditFormState;
}

/** Name, contact and place; the blood group is shown but not editable here. */
export function EditPersonalSection({ form, profile }: SectionProps & { profile: Profile }) {
  const { t } = useTranslation();
  const { register, field, errors, emailChanging } = form;
  return (
    <Card as="section" aria-labelledby="edit-personal-heading" className="flex flex-col gap-4">
      <h2 id="edit-personal-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.sections.personal')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <Input
            label={t('profile.fields.fullName')}
            autoComplete="name"
            required
            error={errors.full_name?.message}
            {...field('full_name')}
          />
        </div>
        <EmailInput
          label={t('profile.fields.email')}
          required
          hint={t('profile.fields.emailChangeHint')}
          error={errors.email?.message}
          {...field('email')}
        />
        {emailChanging && (
          <div className="sm:col-span-2">
            <PasswordInput
              label={t('profile.fields.currentPassword')}
              autoComplete="current-password"
              required
              hint={t('profile.fields.currentPasswordHint')}
              error={errors.current_password?.message}
              {...register('current_password')}
            />
          </div>
        )}
        <Input
          label={t('profile.fields.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          error={errors.phone_number?.message}
          {...field('phone_number')}
        />
        <Input
          label={t('profile.fields.city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...field('city')}
        />
        <Input
          label={t('profile.fields.state')}
          autoComplete="address-level1"
          error={errors.state?.message}
          {...field('state')}
        />
        <div className="flex flex-col gap-0.5 sm:col-span-2">
          <p className="text-sm font-medium text-slate-800">{t('profile.fields.bloodGroup')}</p>
          <p className="text-slate-900">{profile.blood_group ?? t('common.notProvided')}</p>
          <p className="text-sm text-slate-600">{t('profile.fields.bloodGroupHint')}</p>
        </div>
      </div>
    </Card>
  );
}

/** A patient's medical details, which only they can see. */
export function EditMedicalSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { field, errors } = form;
  return (
    <Card as="section" aria-labelledby="edit-medical-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="edit-medical-heading" className="text-lg font-semibold text-slate-900">
          {t('profile.sections.medical')}
        </h2>
        <p className="text-sm text-slate-600">{t('profile.sections.medicalPrivate')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('profile.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          max={todayIso()}
          error={errors.date_of_birth?.message}
          {...field('date_of_birth')}
        />
        <Input
          label={t('profile.fields.emergencyContact')}
          type="tel"
          inputMode="tel"
          hint={t('profile.fields.emergencyContactHint')}
          error={errors.emergency_contact?.message}
          {...field('emergency_contact')}
        />
        <div className="sm:col-span-2">
          <Textarea
            label={t('profile.fields.medicalConditions')}
            hint={t('profile.fields.medicalConditionsHint')}
            error={errors.medical_conditions?.message}
            {...field('medical_conditions')}
          />
        </div>
      </div>
    </Card>
  );
}

/** A donor's last donation, SOS availability and interests. */
export function EditDonorSection({ form }: SectionProps) {
  const { t } = useTranslation();
  const { field, control, errors } = form;
  return (
    <Card as="section" aria-labelledby="edit-donor-heading" className="flex flex-col gap-4">
      <h2 id="edit-donor-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.sections.donor')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('profile.fields.lastDonation')}
          type="date"
          max={todayIso()}
          hint={t('profile.fields.lastDonationHint')}
          error={errors.last_donation_date?.message}
          {...field('last_donation_date')}
        />
        <div className="flex flex-col justify-center rounded-xl border border-slate-200 p-4">
          <Controller
            control={control}
            name="is_available_for_sos"
            render={({ field: { value, onChange, ...field } }) => (
              <Switch
                label={t('profile.fields.sosAvailability')}
                hint={t('profile.fields.sosHint')}
                checked={value}
                onCheckedChange={onChange}
                {...field}
              />
            )}
          />
        </div>
        <div className="sm:col-span-2">
          <Input
            label={t('profile.fields.interests')}
            hint={t('profile.fields.interestsHint')}
            autoCapitalize="none"
            error={errors.interests?.message}
            {...field('interests')}
          />
        </div>
      </div>
    </Card>
  );
}
