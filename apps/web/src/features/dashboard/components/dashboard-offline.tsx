import { Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SavedCard } from '../../../components/app-shell/saved-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** Offline, the dashboard cannot load: what the phone kept, and the way to emergency numbers and saved banks. */
export function DashboardOffline() {
  const { t } = useTranslation();
  return (
    <>
      <SavedCard />
      <ButtonLink to="/app/sos" variant="danger" className="self-start" data-testid="dashboard-offline-sos">
        <Siren aria-hidden="true" className="size-5" />
        {t('offline.dashboardSos')}
      </ButtonLink>
    </>
  );
}
