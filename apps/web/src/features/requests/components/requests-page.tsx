import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { OfflineSince } from '../../../components/app-shell/offline-since.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LiveIndicator } from '../../../components/live/live-indicator.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useRequests } from '../../../lib/requests-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import {
  filtersFromSearchParams,
  hasActiveFilters,
  listParamsFromFilters,
  pageCount,
  searchParamsFromFilters,
  withFilter,
  type FilterName,
  type RequestFilters as Filters,
} from '../filters.ts';
import { DonorNotices } from './donor-notices.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { RequestCard } from './request-card.tsx';
import { RequestFilters } from './request-filters.tsx';

/** The page title and intro by role, the live indicator, and for patients the create button. */
function RequestsHeader({ isDonor, nearby }: { isDonor: boolean; nearby: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <PageHeader
        title={
          nearby
            ? t('requests.list.headingNearby')
            : isDonor
              ? t('requests.list.headingDonor')
              : t('requests.list.headingPatient')
        }
      >
        <p className="text-slate-700">{isDonor ? t('requests.list.introDonor') : t('requests.list.introPatient')}</p>
        <LiveIndicator className="self-start" />
      </PageHeader>
      {!isDonor && (
        <ButtonLink to="/app/requests/create" className="shrink-0">
          <Plus aria-hidden="true" className="size-5" />
          {t('requests.list.create')}
        </ButtonLink>
      )}
    </div>
  );
}

function RequestsLoadError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert tone="error" data-testid="requests-error">
      <p className="font-semibold">{t('requests.list.loadFailed')}</p>
      {detail && <p className="mt-1 font-normal">{detail}</p>}
      <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}

function RequestsEmpty({ filtered, isDonor }: { filtered: boolean; isDonor: boolean }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-2 text-center" data-testid="requests-empty">
      <h2 className="text-lg font-semibold text-slate-900">{t('requests.list.empty')}</h2>
      <p className="text-slate-700">
        {filtered
          ? t('requests.list.emptyFiltered')
          : isDonor
            ? t('requests.list.emptyDonor')
            : t('requests.list.emptyPatient')}
      </p>
    </Card>
  );
}

/**
 * /app/requests: patients see their own requests and can create one; donors see the open requests they
 * can give to within 50 km, nearest first, and answer them. Filters go to the server and live in the address.
 * The list refreshes by itself when the live stream reports a change.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isDonor = user?.userType === 'Donor';
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const nearby = isDonor && filters.nearby === true;
  useDocumentTitle(nearby ? t('requests.list.headingNearby') : t('requests.list.title'));
  const query = useRequests(listParamsFromFilters(filters));
  const timeAgo = useTimeAgo();

  const show = (next: Filters) => setSearchParams(searchParamsFromFilters(next), { replace: true });
  const onFilter = (name: FilterName, value: string) => show(withFilter(filters, name, value));

  const data = query.data;
  const pages = data ? pageCount(data.pagination.total, data.pagination.page_size) : 1;

  return (
    <div className="flex flex-col gap-6">
      <RequestsHeader isDonor={isDonor} nearby={nearby} />

      {isDonor && data && <DonorNotices eligibility={data.eligibility} needsLocation={data.needs_location === true} />}

      <RequestFilters filters={filters} onChange={onFilter} onClear={() => show({ page: 1 })} />

      {data && <OfflineSince updatedAt={query.dataUpdatedAt} />}
      {query.isPending && <LoadingScreen message={t('requests.list.loading')} />}

      {query.isError && (
        <RequestsLoadError detail={errorMessage(query.error, t, '')} onRetry={() => void query.refetch()} />
      )}

      {data && data.data.length === 0 && <RequestsEmpty filtered={hasActiveFilters(filters)} isDonor={isDonor} />}

      {data && data.data.length > 0 && user && (
        <>
          <p className="sr-only" aria-live="polite">
            {t('requests.list.count', { count: data.pagination.total })}
          </p>
          <ul aria-label={t('requests.list.resultsLabel')} className="flex flex-col gap-4" aria-busy={query.isFetching}>
            {data.data.map((request) => (
              <RequestCard
                key={request.request_id}
                request={request}
                viewerId={user.id}
                isDonor={isDonor}
                timeAgo={timeAgo}
              />
            ))}
          </ul>
          <Pager
            page={filters.page}
            pages={pages}
            onPage={(page) => show({ ...filters, page })}
            label={t('requests.list.pagination')}
          />
        </>
      )}
    </div>
  );
}
