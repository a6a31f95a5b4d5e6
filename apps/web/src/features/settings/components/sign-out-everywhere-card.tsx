import { useMutation } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { logoutEverywhere } from '../api/settings-api.ts';

/** "Sign out of all devices": POST /auth/logout-all, then this device signs out too and shows /login. */
export function SignOutEverywhereCard() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const mutation = useMutation({
    mutationFn: logoutEverywhere,
    onSuccess: (message) =>
      signOut({
        revoke: false,
        redirect: { to: '/login', state: { message: message || t('settings.sessions.done') } },
      }),
  });

  return (
    <Card as="section" aria-labelledby="sessions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="sessions-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <MonitorSmartphone aria-hidden="true" className="size-5 text-red-700" />
          {t('settings.sessions.heading')}
        </h2>
        <p className="text-sm text-slate-700">{t('settings.sessions.intro')}</p>
      </div>
      {mutation.isError && <Alert tone="error">{errorMessage(mutation.error, t, t('settings.sessions.failed'))}</Alert>}
      <Button
        variant="secondary"
        className="self-start"
        loading={mutation.isPending}
        loadingText={t('settings.sessions.signingOutAll')}
        onClick={() => mutation.mutate()}
      >
        {t('settings.sessions.signOutAll')}
      </Button>
    </Card>
  );
}
