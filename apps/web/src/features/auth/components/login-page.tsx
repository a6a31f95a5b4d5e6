import { SUPPORT_EMAIL } from '@raktsetu/shared';
import { LifeBuoy, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { EmailInput } from '../../../components/ui/input.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { readLoginState } from '../../../lib/auth/login-state.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useLoginForm, type LinkResult } from '../hooks/use-login-form.ts';
import { authLinkClasses, inlineLinkClasses } from './auth-page-shell.tsx';
import { LoginHero } from './login-hero.tsx';
import { taggedText } from '../../../lib/tagged-text.tsx';

/**
 * Sign-in. A notice passed in navigation state (after registration, a password reset or change, an
 * e-mail link) shows above the form, with its e-mail prefilled. Field errors clear as soon as their field changes.
 * On success the guest-only route sends the user on: to the page first asked for, or the dashboard.
 */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login.title'));
  const location = useLocation();
  const [passed] = useState(() => readLoginState(location.state));
  const { form, field, errors, isSubmitting, onSubmit, onSendLink, sendingLink, linkResult, formError } = useLoginForm(
    passed.email ?? '',
  );

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <div className="mx-auto grid w-full max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:gap-12 lg:py-16">
        <Card className="flex w-full flex-col gap-5 lg:order-2">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.login.heading')}</h1>
            <p className="text-slate-700">{t('auth.login.subtitle')}</p>
          </div>

          {passed.message && !formError && (
            <Alert tone="success" data-testid="login-notice">
              {passed.message}
            </Alert>
          )}
          {passed.error && (
            <Alert tone="error" data-testid="login-notice">
              {passed.error}
            </Alert>
          )}
          {formError && (
            <Alert tone="error" data-testid="login-error">
              {formError}
            </Alert>
          )}

          <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
            <EmailInput label={t('auth.fields.email')} required error={errors.email} {...field('email')} />
            <PasswordInput
              label={t('auth.fields.password')}
              autoComplete="current-password"
              required
              error={errors.password}
              {...field('password')}
            />
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
              <Checkbox label={t('auth.login.rememberMe')} name="remember_me" />
              <Link to="/forgot-password" className={authLinkClasses}>
                {t('auth.login.forgotPassword')}
              </Link>
            </div>
            <Button type="submit" size="lg" fullWidth loading={isSubmitting} loadingText={t('auth.login.submitting')}>
              {t('auth.login.submit')}
            </Button>
          </form>

          <SignInLinkSection onSendLink={onSendLink} sending={sendingLink} result={linkResult} />
          <LoginFooter />
        </Card>
        <div className="lg:order-1">
          <LoginHero />
        </div>
      </div>
    </main>
  );
}

function SignInLinkSection({
  onSendLink,
  sending,
  result,
}: {
  onSendLink: () => Promise<void>;
  sending: boolean;
  result: LinkResult | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2" data-testid="sign-in-link">
      <Button
        type="button"
        variant="secondary"
        fullWidth
        onClick={() => void onSendLink()}
        loading={sending}
        loadingText={t('auth.login.linkSending')}
      >
        <Mail aria-hidden="true" className="size-4" />
        {t('auth.login.emailLink')}
      </Button>
      <p className="text-sm text-slate-600">{t('auth.login.emailLinkHint')}</p>
      {result && (
        <Alert tone={result.tone} data-testid="sign-in-link-result">
          {result.message}
        </Alert>
      )}
    </div>
  );
}

function LoginFooter() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 text-slate-700">
      <p>
        {/* One sentence, so each language ends it with its own full stop (Hindi: ।) and orders it its own way. */}
        {taggedText(t('auth.login.join'), [
          (words) => (
            <Link to="/register" className={inlineLinkClasses}>
              {words}
            </Link>
          ),
          (words) => (
            <Link to="/register?type=donor" className={inlineLinkClasses}>
              {words}
            </Link>
          ),
        ])}
      </p>
      <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
        <LifeBuoy aria-hidden="true" className="size-4" />
        {t('auth.login.contactSupport')}
      </a>
    </div>
  );
}
