import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type SelfRegisteredUserType } from '@raktsetu/shared';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../i18n/index.ts';
import type { LoginPageState } from '../../../lib/auth/login-state.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { register as registerAccount } from '../api/auth-api.ts';
import {
  REGISTER_FIELDS,
  RESETS_FORM_ERROR,
  registrationPayload,
  withCrossFieldErrors,
  type RegisterField,
} from '../forms/register-form.ts';

/**
 * The registration form's state and submit (with the invite code of a /register?ref= link). On success: /login (history replaced) with the notice
 * and e-mail; on failure the server's field errors land on their fields.
 */
export function useRegisterForm(initialType: SelfRegisteredUserType, referralCode: string | null = null) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: withCrossFieldErrors(zodResolver(registerFormSchema)),
    defaultValues: {
      full_name: '',
      email: '',
      phone_number: '',
      password: '',
      confirmPassword: '',
      city: '',
      state: '',
      user_type: initialType,
      date_of_birth: '',
    },
    reValidateMode: 'onSubmit',
  });
  const userType = useWatch({ control, name: 'user_type' });

  // Editing a field clears its error; editing the account fields also clears the previous failure.
  const clearOnChange = (field: RegisterField) => ({
    onChange: () => {
      clearErrors(field === 'password' || field === 'confirmPassword' ? ['password', 'confirmPassword'] : field);
      if (RESETS_FORM_ERROR.includes(field)) setFormError(null);
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // A donor's invite code travels with the sign-up; the server links only a new donor to an existing one. The
    // language the page is in becomes the profile's, so the verification e-mail already comes in it.
    const payload = {
      ...registrationPayload(values),
      preferred_language: currentLanguage(),
      ...(referralCode ? { referral_code: referralCode } : {}),
    };
    try {
      await registerAccount(payload);
      const state: LoginPageState = { message: t('auth.register.success'), email: payload.email };
      await navigate('/login', { replace: true, state });
    } catch (error) {
      applyServerFieldErrors(error, REGISTER_FIELDS, setError);
      setFormError(errorMessage(error, t, t('auth.register.failed')));
    }
  });

  return { register, clearErrors, errors, isSubmitting, userType, formError, onSubmit, clearOnChange };
}

export type RegisterFormState = ReturnType<typeof useRegisterForm>;
