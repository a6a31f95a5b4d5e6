import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@raktsetu/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { getAccessToken } from '../../../lib/token-storage.ts';
import { changePassword } from '../api/settings-api.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * The change-password form's state and submit: the server's field errors land on their fields, anything else
 * shows above the form, and success signs out (the server already revoked the session) with a notice for /login.
 */
export function useChangePasswordForm() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (!getAccessToken()) {
      setFormError(t('settings.changePassword.authRequired'));
      return;
    }
    try {
      await changePassword(values);
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setFormError(errorMessage(error, t, t('settings.changePassword.failed')));
      return;
    }
    await signOut({
      revoke: false,
      redirect: { to: '/login', state: { message: t('settings.changePassword.signInAgain') } },
    });
  });

  // The new password and its confirmation are checked together, so editing either clears both errors.
  const field = (name: (typeof FIELDS)[number]) =>
    register(name, {
      onChange: () => {
        clearErrors(name === 'currentPassword' ? name : ['newPassword', 'confirmPassword']);
        setFormError(null);
      },
    });

  return { field, errors, isSubmitting, newPassword, formError, onSubmit };
}
