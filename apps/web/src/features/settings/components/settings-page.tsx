import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BridgeWillingCard } from './bridge-willing-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { EmailPreferencesCard } from './email-preferences-card.tsx';
import { PushDeviceCard } from './push-device-card.tsx';
import { QuietHoursCard } from './quiet-hours-card.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere-card.tsx';

/**
 * /app/settings: password change, notifications on this device, quiet hours, e-mail, a donor's Blood Bridge
 * willingness and signing out everywhere.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('settings.title'));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('settings.title')}>
        <p className="text-slate-700">{t('settings.intro')}</p>
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <PushDeviceCard />
          <ChangePasswordCard />
        </div>
        <div className="flex flex-col gap-6">
          <QuietHoursCard />
          <EmailPreferencesCard />
          <BridgeWillingCard />
          <SignOutEverywhereCard />
        </div>
      </div>
    </div>
  );
}
