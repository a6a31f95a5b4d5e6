import { todayIso, type SelfRegisteredUserType } from '@raktsetu/shared';
import { clsx } from 'clsx';
import { Droplet, HeartHandshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmailInput, Input } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useBloodGroups } from '../../../lib/reference-data.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRegisterForm, type RegisterFormState } from '../hooks/use-register-form.ts';
import { authLinkClasses } from './auth-page-shell.tsx';

/** /register?type=donor chooses a donor account; anything else is a patient account (the default). */
export function registrationTypeFromQuery(searchParams: URLSearchParams): SelfRegisteredUserType {
  return searchParams.get('type')?.toLowerCase() === 'donor' ? 'Donor' : 'Patient';
}

/** The invite code of a /register?ref=… link (a donor's referral), or null; an unknown code is ignored by the server. */
export function referralCodeFromQuery(searchParams: URLSearchParams): string | null {
  const code = searchParams.get('ref')?.trim() ?? '';
  return code !== '' && code.length <= 40 ? code : null;
}

/**
 * Registration, validated with the shared registration form schema. Date of birth is asked of
 * patients only; city and state are optional. On success: /login (history replaced) with the notice and e-mail.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register.title'));
  const [searchParams] = useSearchParams();
  const referralCode = referralCodeFromQuery(searchParams);
  const form = useRegisterForm(registrationTypeFromQuery(searchParams), referralCode);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 justify-center px-4 py-8 outline-none sm:py-12">
      <Card className="flex w-full max-w-2xl flex-col gap-5 self-start">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.register.heading')}</h1>
          <p className="text-slate-700">{t('auth.register.subtitle')}</p>
          {referralCode && (
            <p className="text-sm text-slate-700" data-testid="register-invited">
              {t('auth.register.invited')}
            </p>
          )}
        </div>

        {form.formError && (
          <Alert tone="error" data-testid="register-error">
            {form.formError}
          </Alert>
        )}

        <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-5">
          <AccountTypeFieldset form={form} />

          <div className="grid gap-4 sm:grid-cols-2">
            <AccountFields form={form} />
            <ProfileFields form={form} />
          </div>

          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={form.isSubmitting}
            loadingText={t('auth.register.submitting')}
          >
            {t('auth.register.submit')}
          </Button>
        </form>

        <p className="border-t border-slate-200 pt-4 text-slate-700">
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className={authLinkClasses}>
            {t('auth.register.signIn')}
          </Link>
        </p>
      </Card>
    </main>
  );
}

function AccountTypeFieldset({ form: { register, clearErrors, userType } }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const typeOptions = [
    {
      value: 'Patient' as const,
      label: t('auth.register.patientOption'),
      hint: t('auth.register.patientHint'),
      Icon: HeartHandshake,
    },
    {
      value: 'Donor' as const,
      label: t('auth.register.donorOption'),
      hint: t('auth.register.donorHint'),
      Icon: Droplet,
    },
  ];

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">{t('auth.register.accountType')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {typeOptions.map(({ value, label, hint, Icon }) => (
          <label
            key={value}
            className={clsx(
              'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-blue-700',
              userType === value ? 'border-red-700 bg-red-50' : 'border-slate-300 bg-white hover:border-slate-400',
            )}
          >
            <input
              type="radio"
              value={value}
              className="mt-1 size-4 shrink-0 accent-red-700 focus-visible:outline-none"
              {...register('user_type', {
                onChange: (event: { target: { value: string } }) => {
                  // Keep the address in step, so a reload or a shared link keeps the choice.
                  const next = new URLSearchParams(searchParams);
                  if (event.target.value === 'Donor') next.set('type', 'donor');
                  else next.delete('type');
                  setSearchParams(next, { replace: true });
                  clearErrors('date_of_birth');
                },
              })}
            />
            <span className="flex flex-col gap-0.5">
              <span className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon aria-hidden="true" className="size-4 text-red-700" />
                {label}
              </span>
              <span className="text-sm text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Name, e-mail, phone and password: the fields that identify and secure the account. */
function AccountFields({ form: { register, errors, clearOnChange } }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="sm:col-span-2">
        <Input
          label={t('auth.fields.fullName')}
          autoComplete="name"
          required
          error={errors.full_name?.message}
          {...register('full_name', clearOnChange('full_name'))}
        />
      </div>
      <EmailInput
        label={t('auth.fields.email')}
        required
        error={errors.email?.message}
        {...register('email', clearOnChange('email'))}
      />
      <Input
        label={t('auth.fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        hint={t('auth.fields.phoneHint')}
        error={errors.phone_number?.message}
        {...register('phone_number', clearOnChange('phone_number'))}
      />
      <PasswordInput
        label={t('auth.fields.password')}
        autoComplete="new-password"
        required
        hint={t('auth.register.passwordHint')}
        error={errors.password?.message}
        {...register('password', clearOnChange('password'))}
      />
      <PasswordInput
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', clearOnChange('confirmPassword'))}
      />
    </>
  );
}

/** Blood group, date of birth (patients only), city and state. */
function ProfileFields({ form: { register, errors, clearOnChange, userType } }: { form: RegisterFormState }) {
  const { t } = useTranslation();
  const bloodGroups = useBloodGroups();
  return (
    <>
      <Select
        label={t('auth.fields.bloodGroup')}
        required
        defaultValue=""
        error={errors.blood_group_id?.message}
        {...register('blood_group_id', { valueAsNumber: true, ...clearOnChange('blood_group_id') })}
      >
        <option value="" disabled>
          {t('auth.register.bloodGroupPlaceholder')}
        </option>
        {bloodGroups.data.map((group) => (
          <option key={group.blood_group_id} value={group.blood_group_id}>
            {group.group_name}
          </option>
        ))}
      </Select>
      {userType === 'Patient' && (
        <Input
          label={t('auth.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          required
          max={todayIso()}
          error={errors.date_of_birth?.message}
          {...register('date_of_birth', clearOnChange('date_of_birth'))}
        />
      )}
      <div className="sm:col-start-1">
        <Input
          label={t('auth.fields.cityOptional')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city', clearOnChange('city'))}
        />
      </div>
      <Input
        label={t('auth.fields.stateOptional')}
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state', clearOnChange('state'))}
      />
    </>
  );
}
