import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useChangePasswordForm } from '../hooks/use-change-password-form.ts';

/**
 * Change password. The new password must pass the same strength rule as a reset. Success ends the
 * session everywhere (the server revoked it), so the user signs in again, with a notice on /login.
 */
export function ChangePasswordCard() {
  const { t } = useTranslation();
  const { field, errors, isSubmitting, newPassword, formError, onSubmit } = useChangePasswordForm();

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
          {...field('currentPassword')}
        />
        <PasswordInput
          label={t('settings.changePassword.new')}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...field('newPassword')}
        >
          <PasswordStrengthMeter password={newPassword} />
        </PasswordInput>
        <PasswordInput
          label={t('settings.changePassword.confirm')}
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...field('confirmPassword')}
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
