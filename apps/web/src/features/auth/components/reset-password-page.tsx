import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/forms/password-strength-meter.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useResetPasswordForm } from '../hooks/use-reset-password-form.ts';
import { AuthLinks, AuthPageShell, authLinkClasses } from './auth-page-shell.tsx';

/**
 * Sets a new password with the token of the e-mailed link. Without a token there is nothing to
 * reset. On success the submit stays locked and, 3 seconds later, the user goes to /login with a notice.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to="/forgot-password" replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { register, errors, isSubmitting, password, result, done, onSubmit, clearPasswords } =
    useResetPasswordForm(token);

  return (
    <AuthPageShell title={t('auth.reset.title')} heading={t('auth.reset.heading')} intro={t('auth.reset.intro')}>
      {result && (
        <Alert tone={result.tone} data-testid="reset-result">
          <p>{result.message}</p>
          {done && <p className="mt-1 font-normal">{t('auth.reset.redirecting')}</p>}
        </Alert>
      )}
      {/* The link's token is never shown: it lives in the form state only. */}
      {errors.token?.message && <Alert tone="error">{errors.token.message}</Alert>}
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <PasswordInput
          label={t('auth.reset.password')}
          autoComplete="new-password"
          required
          disabled={done}
          error={errors.password?.message}
          {...register('password', clearPasswords)}
        >
          <PasswordStrengthMeter password={password} />
        </PasswordInput>
        <PasswordInput
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          required
          disabled={done}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword', clearPasswords)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={done}
          loading={isSubmitting}
          loadingText={t('auth.reset.submitting')}
        >
          {t('auth.reset.submit')}
        </Button>
      </form>
      <AuthLinks>
        <li>
          <Link to="/forgot-password" className={authLinkClasses}>
            {t('auth.reset.requestNewLink')}
          </Link>
        </li>
        <li>
          <Link to="/login" className={authLinkClasses}>
            {t('auth.reset.backToSignIn')}
          </Link>
        </li>
      </AuthLinks>
    </AuthPageShell>
  );
}
