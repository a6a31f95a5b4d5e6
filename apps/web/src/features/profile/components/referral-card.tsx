import { useQuery } from '@tanstack/react-query';
import { Copy, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../lib/toast-context.ts';
import { fetchReferral, profileKeys } from '../api/profile-api.ts';

/**
 * "Invite a donor", on a donor's profile: their invite link with a copy button, and how many donors joined through
 * it. When someone they invited first gives blood, they are thanked with a referral coupon.
 */
export function ReferralCard({ donorId }: { donorId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const linkId = useId();
  const query = useQuery({
    queryKey: profileKeys.referral(donorId),
    queryFn: ({ signal }) => fetchReferral(donorId, signal),
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.show({ tone: 'success', message: t('profile.referral.copied') });
    } catch {
      toast.show({ tone: 'error', message: t('profile.referral.copyFailed') });
    }
  }

  return (
    <Card as="section" aria-labelledby="referral-heading" className="flex flex-col gap-3" data-testid="referral-card">
      <h2 id="referral-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <UserPlus aria-hidden="true" className="size-5 text-red-800" />
        {t('profile.referral.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('profile.referral.intro')}</p>
      {query.isPending && <p className="text-sm text-slate-700">{t('profile.referral.loading')}</p>}
      {query.isError && (
        <Alert tone="error">
          <p>{t('profile.referral.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.isSuccess && (
        <>
          <label htmlFor={linkId} className="text-sm font-semibold text-slate-900">
            {t('profile.referral.link')}
          </label>
          <input
            id={linkId}
            readOnly
            value={query.data.referral_url}
            onFocus={(event) => event.target.select()}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
          <Button variant="secondary" className="self-start" onClick={() => void copy(query.data.referral_url)}>
            <Copy aria-hidden="true" className="size-4" />
            {t('profile.referral.copy')}
          </Button>
          <p className="text-sm text-slate-700" data-testid="referred-count">
            {t('profile.referral.count', { count: query.data.referred_donors })}
          </p>
        </>
      )}
    </Card>
  );
}
