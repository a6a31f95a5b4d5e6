import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { resendVerification } from '../api/auth-api.ts';

/**
 * Shown across the signed-in area while the e-mail address is unverified. It blocks nothing: an
 * unverified patient can still raise an SOS.
 */
export function VerifyEmailBanner() {
  const { t } = useTranslation();
  const { profile } = useAuth();
  const resend = useMutation({ mutationFn: resendVerification });
  if (!profile || profile.is_verified) return null;

  const result = resend.isSuccess
    ? { tone: 'text-green-800', message: resend.data }
    : resend.isError
      ? { tone: 'text-red-800', message: errorMessage(resend.error, t, t('auth.verifyBanner.failed')) }
      : null;

  return (
    <section aria-labelledby="verify-email-heading" className="border-b border-amber-200 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div className="flex items-start gap-3">
          <MailWarning aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
          <div className="flex min-w-0 flex-col gap-0.5 text-sm">
            <h2 id="verify-email-heading" className="font-semibold text-amber-950">
              {t('auth.verifyBanner.heading')}
            </h2>
            <p className="break-words text-amber-950">{t('auth.verifyBanner.body', { email: profile.email })}</p>
            <p role="status" className={result ? `font-medium ${result.tone}` : 'sr-only'}>
              {result?.message}
            </p>
          </div>
        </div>
        <Button
          size="sm"
          variant="secondary"
          className="shrink-0 self-start sm:self-center"
          loading={resend.isPending}
          loadingText={t('auth.verifyBanner.resending')}
          onClick={() => resend.mutate()}
        >
          {t('auth.verifyBanner.resend')}
        </Button>
      </div>
    </section>
  );
}
