import { zodResolver } from '@hookform/resolvers/zod';
import type { Profile } from '@raktsetu/shared';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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

/**
 * The profile edit form's state and submit, apart from how its sections look: when fields are validated, the
 * password an address change needs, and what a failed save says.
 */
export function useProfileEditForm(profile: Profile, onSaved: (saved: SavedProfile) => void) {
  const { t } = useTranslation();
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
  const field = (name: Path<ProfileFormValues>) =>
    register(name, {
      onChange: (event: { target: { value: unknown } }) => {
        const value = event.target.value;
        if (typeof value === 'string' && value.trim() !== '') void trigger(name);
        else clearErrors(name);
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

  return { register, field, control, errors, isSubmitting, emailChanging, formError, onSubmit };
}

export type ProfileEditFormState = ReturnType<typeof useProfileEditForm>;
