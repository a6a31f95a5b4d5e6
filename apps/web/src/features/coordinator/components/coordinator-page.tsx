import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCoordinatorOverview } from '../api/coordinator-api.ts';
import { AtRiskBridges } from './at-risk-bridges.tsx';
import { AuditTrail } from './audit-trail.tsx';
import { OpenReports } from './open-reports.tsx';
import { StaffToVerify } from './staff-to-verify.tsx';
import { UnansweredSos } from './unanswered-sos.tsx';

type Section = 'bridges' | 'sos' | 'reports' | 'staff' | 'audit';

/**
 * /app/coordinator, for coordinators and admins (docs/product.md "Blood Bridge"): bridges at risk, SOS requests
 * nobody took, open reports, staff waiting for verification — each a tab with its count — and the audit trail.
 * The overview reads itself again every minute and when the window gets focus.
 */
export function CoordinatorPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('coordinator.title'));
  const query = useCoordinatorOverview();
  const [section, setSection] = useState<Section>('bridges');

  return (
    <div className="flex flex-col gap-6" data-testid="coordinator-page">
      <PageHeader title={t('coordinator.title')}>
        <p className="max-w-3xl text-slate-700">{t('coordinator.intro')}</p>
      </PageHeader>
      {query.isPending && <LoadingScreen message={t('coordinator.loading')} />}
      {query.isError && (
        <Alert tone="error" data-testid="coordinator-error">
          <p>{t('coordinator.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.isSuccess && (
        <Tabs
          label={t('coordinator.sectionsLabel')}
          value={section}
          onValueChange={setSection}
          items={[
            {
              value: 'bridges',
              label: t('coordinator.tabs.bridges', { count: query.data.bridges.length }),
              content: <AtRiskBridges bridges={query.data.bridges} />,
            },
            {
              value: 'sos',
              label: t('coordinator.tabs.sos', { count: query.data.unanswered_sos.length }),
              content: <UnansweredSos requests={query.data.unanswered_sos} />,
            },
            {
              value: 'reports',
              label: t('coordinator.tabs.reports', { count: query.data.reports.length }),
              content: <OpenReports reports={query.data.reports} />,
            },
            {
              value: 'staff',
              label: t('coordinator.tabs.staff', { count: query.data.staff_pending.length }),
              content: <StaffToVerify staff={query.data.staff_pending} />,
            },
            { value: 'audit', label: t('coordinator.tabs.audit'), content: <AuditTrail /> },
          ]}
        />
      )}
    </div>
  );
}
