import { Building2, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMyBank } from '../api/bank-api.ts';
import { ConfirmDonationCard } from './confirm-donation-card.tsx';
import { StockGridCard } from './stock-grid-card.tsx';
import { placeLine } from '../../../lib/format.ts';
import { StockHistoryCard } from './stock-history-card.tsx';
import { StockImportCard } from './stock-import-card.tsx';

/**
 * /app/bank, for blood-bank staff: the bank they keep, its stock grid (8 groups × 5 components) to update in one
 * screen, confirming a donor's donation (which earns them a thank-you coupon), a CSV upload for the stock, and the
 * audit trail of every change.
 */
export function BankPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bank.title'));
  const query = useMyBank();

  if (query.isPending) return <LoadingScreen message={t('bank.loading')} />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('bank.title')} />
        <Alert tone="error" data-testid="bank-error">
          <p>{t('bank.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(query.error, t, '')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      </div>
    );
  }

  const { bank, stock, verified } = query.data;
  const place = placeLine([bank.address, bank.city, bank.state, bank.pincode]);
  return (
    <div className="flex flex-col gap-6" data-testid="bank-page">
      <PageHeader title={bank.name}>
        <p className="flex items-center gap-2 text-sm font-semibold text-red-800">
          <Building2 aria-hidden="true" className="size-4" />
          {t('bank.kicker')}
        </p>
        {place && (
          <p className="flex items-start gap-2 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">{place}</span>
          </p>
        )}
        {bank.phone && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {bank.phone}
          </p>
        )}
      </PageHeader>
      {!verified && (
        <Alert tone="info" data-testid="staff-unverified">
          <p className="font-semibold">{t('coordinator.staffBanner.title')}</p>
          <p className="mt-1 font-normal">{t('coordinator.staffBanner.body')}</p>
        </Alert>
      )}
      {/* Until a coordinator verifies the account the server refuses changes, so the controls that make them are
          off (a disabled fieldset disables every control in it); the audit trail below stays usable. */}
      <fieldset disabled={!verified} className="contents" data-testid="bank-controls">
        {/* A new answer from the server (after a CSV upload, say) starts the grid afresh from it. */}
        <StockGridCard key={query.dataUpdatedAt} bankId={bank.bank_id} stock={stock} />
        <ConfirmDonationCard bankId={bank.bank_id} />
        <StockImportCard bankId={bank.bank_id} />
      </fieldset>
      <StockHistoryCard bankId={bank.bank_id} />
    </div>
  );
}
