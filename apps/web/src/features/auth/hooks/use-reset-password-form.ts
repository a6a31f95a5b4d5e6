import { zodResolver } from '@hookform/resolvers/zod';
import { RESET_REDIRECT_DELAY_MS, resetPasswordSchema } from '@raktsetu/shared';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoginPageState } from '../../../lib/auth/login-state.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { resetPassword } from '../api/auth-api.ts';

/**
 * The new-password form's state. On success the submit stays locked and, after a short delay, the
 * user goes to /login with a notice.
 */
export function useResetPasswordForm(token: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
    reValidateMode: 'onSubmit',
  });
  const password = useWatch({ control, name: 'password' });

  useEffect(() => {
    if (!done) return;
    const state: LoginPageState = { message: t('auth.reset.successRedirect') };
    const timer = setTimeout(() => void navigate('/login', { replace: true, state }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, t]);

  const onSubmit = handleSubmit(async (values) => {
    if (done) return;
    setResult(null);
    try {
      const message = await resetPassword(values);
      setDone(true);
      setResult({ tone: 'success', message: message || t('auth.reset.success') });
    } catch (error) {
      setResult({ tone: 'error', message: errorMessage(error, t, t('auth.reset.failed')) });
    }
  });

  const clearPasswords = { onChange: () => clearErrors(['password', 'confirmPassword']) };

  return { register, errors, isSubmitting, password, result, done, onSubmit, clearPasswords };
}
