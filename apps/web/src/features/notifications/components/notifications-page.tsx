import type { Notification } from '@raktsetu/shared';
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/layout/loading-screen.tsx';
import { OfflineSince } from '../../../components/app-shell/offline-since.tsx';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LiveIndicator } from '../../../components/live/live-indicator.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../../../lib/notifications-api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import {
  NOTIFICATIONS_MAX,
  NOTIFICATIONS_PAGE,
  NOTIFICATION_FILTERS,
  notificationFilterFromSearchParams,
  searchParamsForNotificationFilter,
  statusQuery,
  type NotificationFilter,
} from '../filters.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * /app/notifications: every notification, newest first, filtered by status on the server; opening one
 * marks it read and leads to its request; "Mark all as read" clears the bell. New ones arrive live.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = notificationFilterFromSearchParams(searchParams);
  const [limit, setLimit] = useState(NOTIFICATIONS_PAGE);
  const query = useNotifications({ status: statusQuery(filter), limit }, { freshOnMount: true });
  const markRead = useMarkNotificationRead();
  const timeAgo = useTimeAgo();

  const choose = (next: NotificationFilter) => {
    setLimit(NOTIFICATIONS_PAGE);
    setSearchParams(searchParamsForNotificationFilter(next), { replace: true });
  };
  const open = (notification: Notification) => {
    if (notification.status === 'Sent') markRead.mutate(notification.notification_id);
  };

  const data = query.data;
  const items = data?.data ?? [];
  const canShowMore = items.length >= limit && limit < NOTIFICATIONS_MAX;

  return (
    <div className="flex flex-col gap-6">
      <NotificationsHeader unread={data?.unread_count ?? 0} />
      <FilterChips
        options={NOTIFICATION_FILTERS}
        value={filter}
        onChange={choose}
        label={t('notifications.filterLabel')}
        optionLabel={(option) => t(`notifications.filters.${option}`)}
      />

      {data && <OfflineSince updatedAt={query.dataUpdatedAt} />}
      {query.isPending && <LoadingScreen message={t('notifications.loading')} />}
      {query.isError && (
        <Alert tone="error" data-testid="notifications-error">
          <p>{t('notifications.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {query.isSuccess && items.length === 0 && (
        <Card className="text-center" data-testid="notifications-empty">
          <p className="text-slate-700">{t('notifications.empty')}</p>
        </Card>
      )}
      {items.length > 0 && (
        <Card className="p-2 sm:p-2">
          <ul aria-label={t('notifications.listLabel')} className="flex flex-col divide-y divide-slate-100">
            {items.map((notification) => (
              <li key={notification.notification_id} className="py-1">
                <NotificationItem notification={notification} timeAgo={timeAgo} onOpen={open} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {canShowMore && (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => setLimit((current) => Math.min(current + NOTIFICATIONS_PAGE, NOTIFICATIONS_MAX))}
          loading={query.isFetching}
          loadingText={t('common.loading')}
        >
          {t('notifications.showMore')}
        </Button>
      )}
    </div>
  );
}

/** The title with the unread count, and "Mark all as read". */
function NotificationsHeader({ unread }: { unread: number }) {
  const { t } = useTranslation();
  const markAll = useMarkAllNotificationsRead({
    success: () => t('notifications.allRead'),
    failure: t('notifications.markAllFailed'),
  });
  const readAll = () => markAll.mutate();

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <PageHeader title={t('notifications.title')}>
        <p className="text-slate-700" data-testid="unread-summary">
          {t('notifications.unreadCount', { count: unread })}
        </p>
        <LiveIndicator className="self-start" />
      </PageHeader>
      <Button
        variant="secondary"
        onClick={readAll}
        disabled={unread === 0}
        loading={markAll.isPending}
        loadingText={t('notifications.markingAll')}
        className="shrink-0 self-start"
      >
        <CheckCheck aria-hidden="true" className="size-4" />
        {t('notifications.markAll')}
      </Button>
    </div>
  );
}
