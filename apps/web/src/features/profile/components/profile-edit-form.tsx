import { zodResolver } from '@hookform/resolvers/zod';
import { todayIso, type Profile } from '@raktsetu/shared';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { getAccessToken } from '../../../lib/token-storage.ts';
import { updateProfile, type SavedProfile } from '../api/profile-api.ts';
import {
  profileFormFields,
  profileFormSchema,
  profileToFormValues,
  type ProfileFormValues,
} from '../forms/profile-form.ts';

export interface ProfileEditFormProps {
  profile: Profile;
  onCancel: () => void;
  onSaved: (saved: SavedProfile) => void;
}

/**
 * Edit mode: each field is validated as it changes once it holds something; a failed submit says
 * 'Please fix the validation errors below.'. Saving is one PUT /auth/profile with the fields of the user's role.
 * The form starts from the stored profile, so Cancel (which unmounts it) restores the stored values.
 */
export function ProfileEditForm({ profile, onCancel, onSaved }: ProfileEditFormProps) {
  const { t } = useTranslation();
  const isPatient = profile.user_type === 'Patient';
  const schema = useMemo(() => profileFormSchema(profile.user_type, profile.email), [profile.user_type, profile.email]);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    clearErrors,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: profileToFormValues(profile),
    reValidateMode: 'onSubmit',
  });

  useEffect(() => setFocus('full_name'), [setFocus]);
  // Moving the account to another address needs the password (the server refuses it otherwise).
  const emailChanging = watch('email').trim().toLowerCase() !== profile.email.toLowerCase();

  // A field is validated on change once non-empty (an emptied field waits for the submit).
  const validateOnChange = (field: Path<ProfileFormValues>) => ({
    onChange: (event: { target: { value: unknown } }) => {
      const value = event.target.value;
      if (typeof value === 'string' && value.trim() !== '') void trigger(field);
      else clearErrors(field);
    },
  });

  const onSubmit = handleSubmit(
    async (update) => {
      setFormError(null);
      // A save without a session (e.g. signed out in another tab) says so instead of calling.
      if (!getAccessToken()) {
        setFormError(t('profile.noActiveSession'));
        return;
      }
      try {
        onSaved(await updateProfile(update));
      } catch (error) {
        applyServerFieldErrors(error, profileFormFields(profile.user_type), setError);
        setFormError(errorMessage(error, t, t('profile.failed')));
      }
    },
    () => setFormError(t('profile.fixErrors')),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={t('profile.edit')}>
      {formError && (
        <Alert tone="error" data-testid="profile-form-error">
          {formError}
        </Alert>
      )}

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
              {...register('full_name', validateOnChange('full_name'))}
            />
          </div>
          <EmailInput
            label={t('profile.fields.email')}
            required
            hint={t('profile.fields.emailChangeHint')}
            error={errors.email?.message}
            {...register('email', validateOnChange('email'))}
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
            {...register('phone_number', validateOnChange('phone_number'))}
          />
          <Input
            label={t('profile.fields.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city', validateOnChange('city'))}
          />
          <Input
            label={t('profile.fields.state')}
            autoComplete="address-level1"
            error={errors.state?.message}
            {...register('state', validateOnChange('state'))}
          />
          <div className="flex flex-col gap-0.5 sm:col-span-2">
            <p className="text-sm font-medium text-slate-800">{t('profile.fields.bloodGroup')}</p>
            <p className="text-slate-900">{profile.blood_group ?? t('common.notProvided')}</p>
            <p className="text-sm text-slate-600">{t('profile.fields.bloodGroupHint')}</p>
          </div>
        </div>
      </Card>

      {isPatient ? (
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
              {...register('date_of_birth', validateOnChange('date_of_birth'))}
            />
            <Input
              label={t('profile.fields.emergencyContact')}
              type="tel"
              inputMode="tel"
              hint={t('profile.fields.emergencyContactHint')}
              error={errors.emergency_contact?.message}
              {...register('emergency_contact', validateOnChange('emergency_contact'))}
            />
            <div className="sm:col-span-2">
              <Textarea
                label={t('profile.fields.medicalConditions')}
                hint={t('profile.fields.medicalConditionsHint')}
                error={errors.medical_conditions?.message}
                {...register('medical_conditions', validateOnChange('medical_conditions'))}
              />
            </div>
          </div>
        </Card>
      ) : (
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
              {...register('last_donation_date', validateOnChange('last_donation_date'))}
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
                {...register('interests', validateOnChange('interests'))}
              />
            </div>
          </div>
        </Card>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} loadingText={t('profile.saving')}>
          {t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
