import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { login, requestSignInLink } from '../api/auth-api.ts';
import { loginResolver } from '../forms/login-form.ts';

export type LinkResult = { tone: 'success' | 'error'; message: string };

/**
 * The sign-in form's state: signing in with a password, or asking for an e-mailed sign-in link.
 * Field errors clear as soon as their field changes.
 */
export function useLoginForm(initialEmail: string) {
  const { t } = useTranslation();
  const { startSession } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const [linkResult, setLinkResult] = useState<LinkResult | null>(null);
  const [sendingLink, setSendingLink] = useState(false);

  const {
    register,
    handleSubmit,
    clearErrors,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: loginResolver,
    defaultValues: { email: initialEmail, password: '', remember_me: false },
    // An error clears when its field changes; the fields are validated again on the next submit.
    reValidateMode: 'onSubmit',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setLinkResult(null);
    try {
      const result = await login(values);
      startSession(result.tokens, result.profile);
    } catch (error) {
      setFormError(errorMessage(error, t, t('auth.login.failed')));
    }
  });

  // "Email me a sign-in link" needs only the e-mail field; it always works for the owner of the address.
  const onSendLink = async () => {
    setFormError(null);
    setLinkResult(null);
    clearErrors('password');
    if (!(await trigger('email'))) return;
    setSendingLink(true);
    try {
      setLinkResult({ tone: 'success', message: await requestSignInLink(getValues('email')) });
    } catch (error) {
      setLinkResult({ tone: 'error', message: errorMessage(error, t, t('auth.login.linkFailed')) });
    } finally {
      setSendingLink(false);
    }
  };

  const clearOnChange = (field: 'email' | 'password') => ({
    onChange: () => {
      clearErrors(field);
      setFormError(null);
      if (field === 'email') setLinkResult(null);
    },
  });

  return { register, errors, isSubmitting, onSubmit, onSendLink, sendingLink, linkResult, formError, clearOnChange };
}
