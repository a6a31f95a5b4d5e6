import type { BridgeView } from '@raktsetu/shared';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useBridge } from '../api/bridge-api.ts';
import { useBridgeLiveRefresh } from '../hooks/use-bridge-live-refresh.ts';
import { BridgeCalendar } from './bridge-calendar.tsx';
import { BridgeIntro } from './bridge-intro.tsx';
import { CapacityCard } from './capacity-card.tsx';
import { InviteCard } from './invite-card.tsx';
import { MembersCard } from './members-card.tsx';
import { PlanForm } from './plan-form.tsx';
import { PlanCard } from './plan-summary.tsx';

/**
 * /app/bridge, for patients (docs/product.md "Blood Bridge"): before a plan, what a bridge is and the plan form;
 * then the capacity, the invitation link and QR code, the next six dates with who gives, and the donors. A change
 * from a donor's answer or the ladder arrives over the live stream.
 */
export function BridgePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bridge.title'));
  const bridge = useBridge();
  useBridgeLiveRefresh();

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('bridge.title')}>
        <p className="text-slate-700">{t('bridge.intro')}</p>
      </PageHeader>
      {bridge.isPending ? (
        <LoadingScreen message={t('bridge.loading')} />
      ) : bridge.isError ? (
        <Alert tone="error" data-testid="bridge-error">
          <p>{t('bridge.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(bridge.error, t, '')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void bridge.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : bridge.data ? (
        <BridgeDashboard view={bridge.data} />
      ) : (
        <NewPlan />
      )}
    </div>
  );
}

function NewPlan() {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[2fr_3fr] lg:items-start">
      <BridgeIntro />
      <Card as="section" aria-labelledby="bridge-new-plan-title" className="flex flex-col gap-4">
        <h2 id="bridge-new-plan-title" className="text-lg font-semibold text-slate-900">
          {t('bridge.plan.title')}
        </h2>
        <PlanForm plan={null} />
      </Card>
    </div>
  );
}

/** With a plan: on phones capacity and inviting come first; on wide screens they sit beside the calendar. */
function BridgeDashboard({ view }: { view: BridgeView }) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="flex min-w-0 flex-col gap-6 lg:order-2">
        <CapacityCard capacity={view.capacity} />
        <InviteCard view={view} />
        <PlanCard plan={view.plan} next={view.dates[0]?.transfusion_date ?? view.plan.next_date} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:order-1">
        <BridgeCalendar dates={view.dates} />
        <MembersCard members={view.members} />
      </div>
    </div>
  );
}
