import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_EMAIL, forgotPasswordSchema } from '@raktsetu/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { forgotPassword } from '../api/auth-api.ts';
import { AuthLinks, AuthPageShell, authLinkClasses } from './auth-page-shell.tsx';

/** Asks for the account's e-mail and sends a reset link. The answer never reveals whether it exists. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const message = await forgotPassword(email);
      setResult({ tone: 'success', message: message || t('auth.forgot.sent') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('auth.forgot.failed')) });
    }
  });

  return (
    <AuthPageShell title={t('auth.forgot.title')} heading={t('auth.forgot.heading')} intro={t('auth.forgot.intro')}>
      {result && (
        <Alert tone={result.tone} data-testid="forgot-result">
          {result.message}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <EmailInput
          label={t('auth.fields.email')}
          required
          error={errors.email?.message}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
        <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <AuthLinks>
        <li>
          <Link to="/login" className={authLinkClasses}>
            {t('auth.forgot.backToSignIn')}
          </Link>
        </li>
        <li>
          <Link to="/register" className={authLinkClasses}>
            {t('auth.forgot.createAccount')}
          </Link>
        </li>
        <li>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={authLinkClasses}>
            {t('auth.forgot.contactSupport')}
          </a>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
