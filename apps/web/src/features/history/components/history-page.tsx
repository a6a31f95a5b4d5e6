import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useHistory } from '../api/history-api.ts';
import { DonationHistory } from './donation-history.tsx';
import { RequestHistory } from './request-history.tsx';

/** /app/history: a donor's confirmed donations with certificates, or a patient's requests and how they ended. */
export function HistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('history.title'));
  const query = useHistory();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('history.title')}>
        {query.data && (
          <p className="text-slate-700">
            {t(query.data.role === 'Donor' ? 'history.donorIntro' : 'history.patientIntro')}
          </p>
        )}
      </PageHeader>
      {query.isPending && <LoadingScreen message={t('history.loading')} />}
      {query.isError && (
        <Alert tone="error" data-testid="history-error">
          <p>{t('history.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.data?.role === 'Donor' && (
        <DonationHistory donations={query.data.donations} nextEligibleDate={query.data.next_eligible_date} />
      )}
      {query.data?.role === 'Patient' && <RequestHistory requests={query.data.requests} />}
    </div>
  );
}
