import type { Profile } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { SavedProfile } from '../api/profile-api.ts';
import { useProfileEditForm } from '../hooks/use-profile-edit-form.ts';
import { EditDonorHealthSection } from './donor-health.tsx';
import { EditDonorSection, EditMedicalSection, EditPersonalSection } from './profile-edit-sections.tsx';

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
  const form = useProfileEditForm(profile, onSaved);
  const { isSubmitting, formError, onSubmit } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label={t('profile.edit')}>
      {formError && (
        <Alert tone="error" data-testid="profile-form-error">
          {formError}
        </Alert>
      )}

      <EditPersonalSection form={form} profile={profile} />

      {isPatient ? <EditMedicalSection form={form} /> : <EditDonorSection form={form} />}
      {!isPatient && <EditDonorHealthSection form={form} />}

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
