import { BLOOD_BANK_LIST_MAX, type BloodBank } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { OfflineSince } from '../../../components/app-shell/offline-since.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import { useBankDirectory } from '../hooks/use-bank-directory.ts';
import { BankCard } from './bank-card.tsx';
import { BankMapPanel } from './bank-map-panel.tsx';
import { BankSearchForm } from './bank-search-form.tsx';
import { StockDialog } from './stock-dialog.tsx';

type Directory = ReturnType<typeof useBankDirectory>;

/**
 * /app/blood-banks: the national directory (about 2,800 banks) searched by town, state, name, category or
 * "near me", with each bank's stock and how fresh it is, one tap to call, directions, and a map beside the list.
 * It opens on the user's own town when their profile has one.
 */
export function BloodBanksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('bloodBanks.title'));
  const timeAgo = useTimeAgo();
  const directory = useBankDirectory();
  const { query, banks, list } = directory;
  const [stockOf, setStockOf] = useState<BloodBank | null>(null);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('bloodBanks.title')}>
        <p className="text-slate-700">{t('bloodBanks.intro')}</p>
      </PageHeader>
      <DirectoryNotes />
      <BankSearchForm
        values={directory.values}
        onChange={directory.setValues}
        onSubmit={() => directory.search()}
        onNearMe={() => void directory.searchNearMe()}
        nearMe={directory.nearMe}
        searching={banks.isFetching}
      />

      {query === null && <p className="text-slate-700">{t('bloodBanks.start')}</p>}
      {query !== null && banks.isPending && <LoadingScreen message={t('bloodBanks.loading')} />}
      {banks.isError && (
        <Alert tone="error" data-testid="banks-error">
          <p className="font-semibold">{t('bloodBanks.loadFailed')}</p>
          <p className="mt-1 font-normal">{errorMessage(banks.error, t)}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void banks.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {banks.data && list.length === 0 && (
        <Card className="text-center" data-testid="banks-empty">
          <p className="font-semibold text-slate-900">{t('bloodBanks.empty')}</p>
          <p className="mt-1 text-slate-700">{t('bloodBanks.emptyHint')}</p>
        </Card>
      )}
      {list.length > 0 && <OfflineSince updatedAt={banks.dataUpdatedAt} />}
      {list.length > 0 && <BankResults directory={directory} onCheckStock={setStockOf} timeAgo={timeAgo} />}
      <StockDialog bank={stockOf} onClose={() => setStockOf(null)} timeAgo={timeAgo} />
      <p className="text-xs text-slate-600" data-testid="directory-attribution">
        {t('bloodBanks.notes.attribution')}
      </p>
    </div>
  );
}

interface BankResultsProps {
  directory: Directory;
  onCheckStock: (bank: BloodBank) => void;
  timeAgo: (at: string) => string;
}

/** The banks found: the map beside the list on a wide screen, above it on a phone. */
function BankResults({ directory, onCheckStock, timeAgo }: BankResultsProps) {
  const { t } = useTranslation();
  const { list, more, limit, query, selectedId, banks } = directory;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
      <div className="lg:sticky lg:top-20 lg:order-2">
        <BankMapPanel banks={list} selectedId={selectedId} onSelect={directory.select} />
      </div>
      <section aria-labelledby="banks-heading" className="flex flex-col gap-3 lg:order-1">
        <h2 id="banks-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
          {t(more ? 'bloodBanks.countFirst' : 'bloodBanks.count', { count: list.length })}
        </h2>
        {more && (
          <MoreBanks
            canShowMore={limit < BLOOD_BANK_LIST_MAX}
            groupChosen={query?.blood_group !== undefined}
            onShowMore={directory.showMore}
          />
        )}
        <ul className="flex flex-col gap-4" aria-busy={banks.isFetching} data-testid="banks-list">
          {list.map((bank) => (
            <BankCard
              key={bank.bank_id}
              bank={bank}
              selected={bank.bank_id === selectedId}
              showMatch={query?.blood_group !== undefined}
              onCheckStock={onCheckStock}
              timeAgo={timeAgo}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
interface MoreBanksProps {
  canShowMore: boolean;
  groupChosen: boolean;
  onShowMore: () => void;
}

/** More banks match than the list holds: how to see the ones that matter, or more of them. */
function MoreBanks({ canShowMore, groupChosen, onShowMore }: MoreBanksProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-2 text-sm text-slate-700" data-testid="banks-more">
      <p>{t(groupChosen ? 'bloodBanks.more.narrow' : 'bloodBanks.more.chooseGroup')}</p>
      {canShowMore && (
        <Button variant="secondary" size="sm" onClick={onShowMore}>
          {t('bloodBanks.more.showMore', { count: BLOOD_BANK_LIST_MAX })}
        </Button>
      )}
    </div>
  );
}

function DirectoryNotes() {
  const { t } = useTranslation();
  return (
    <Alert tone="info" data-testid="directory-notes">
      <p>{t('bloodBanks.notes.callFirst')}</p>
      <p className="mt-1 font-normal">{t('bloodBanks.notes.thalassemiaFree')}</p>
    </Alert>
  );
}
