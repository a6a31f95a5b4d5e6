import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@raktsetu/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { getAccessToken } from '../../../lib/token-storage.ts';
import { changePassword } from '../api/settings-api.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change password. The new password must pass the same strength rule as a reset. Success ends the
 * session everywhere (the server revoked it), so the user signs in again, with a notice on /login.
 */
export function ChangePasswordCard() {
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

  const clearOnChange = (field: (typeof FIELDS)[number]) => ({
    onChange: () => {
      clearErrors(field === 'currentPassword' ? field : ['newPassword', 'confirmPassword']);
      setFormError(null);
    },
  });

  return (
    <Card as="section" aria-labelledby="change-password-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="change-password-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <KeyRound aria-hidden="true" className="size-5 text-red-700" />
          {t('settings.changePassword.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('settings.changePassword.intro')}</p>
      </div>
      {formError && (
        <Alert tone="error" data-testid="change-password-error">
          {formError}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordInput
          label={t('settings.changePassword.current')}
          autoComplete="current-password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword', clearOnChange('currentPassword'))}
        />
        <PasswordInput
          label={t('settings.changePassword.new')}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword', clearOnChange('newPassword'))}
        >
          <PasswordStrengthMeter password={newPassword} />
        </PasswordInput>
        <PasswordInput
          label={t('settings.changePassword.confirm')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', clearOnChange('confirmPassword'))}
        />
        <Button
          type="submit"
          className="self-start"
          loading={isSubmitting}
          loadingText={t('settings.changePassword.submitting')}
        >
          {t('settings.changePassword.submit')}
        </Button>
      </form>
    </Card>
  );
}
