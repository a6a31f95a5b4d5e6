import type { Notification } from '@raktsetu/shared';
import { Bell } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMarkNotificationRead, useNotifications } from '../../../lib/notifications-api.ts';
import { useTimeAgo } from '../../../lib/use-time-ago.ts';
import { NotificationItem } from './notification-item.tsx';

/** How many of the newest notifications the dropdown shows. */
export const BELL_LIMIT = 5;

export interface NotificationBellProps {
  open: boolean;
  onToggle: () => void;
  /** Called when a link inside the dropdown is followed. */
  onNavigate: () => void;
}

/**
 * The navbar bell: the real unread count (a badge only when above zero) and the newest five
 * notifications, both kept current by the live stream; a link to /app/notifications.
 */
export function NotificationBell({ open, onToggle, onNavigate }: NotificationBellProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const query = useNotifications({ limit: BELL_LIMIT });
  const { refetch } = query;
  // Opening the list reads it again: a request closed since is told live only to the donors who answered it, and
  // everyone else should see the alert muted with its status when they look (a fetch under way is reused).
  useEffect(() => {
    if (open) void refetch({ cancelRefetch: false });
  }, [open, refetch]);
  const markRead = useMarkNotificationRead();
  const timeAgo = useTimeAgo();
  const unreadCount = query.data?.unread_count ?? 0;
  const items = query.data?.data ?? [];
  const label = unreadCount > 0 ? t('nav.notificationsUnread', { count: unreadCount }) : t('nav.notifications');

  const openItem = (notification: Notification) => {
    if (notification.status === 'Sent') markRead.mutate(notification.notification_id);
    onNavigate();
  };

  return (
    <div className="relative">
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        data-menu-toggle="notifications"
        className="relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 && (
          <span
            data-testid="notification-badge"
            aria-hidden="true"
            className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[0.625rem] leading-4 font-bold text-white"
          >
            {unreadCount > 99 ? '99+' : unreadCount}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          data-testid="notification-panel"
          className="fixed inset-x-4 top-16 z-50 flex max-h-[calc(100vh-5rem)] flex-col rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
            {t('nav.notifications')}
          </h2>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {query.isPending && <p className="px-4 py-6 text-center text-sm text-slate-600">{t('common.loading')}</p>}
            {query.isError && (
              <p className="px-4 py-6 text-center text-sm text-red-800">{t('notifications.loadFailed')}</p>
            )}
            {query.isSuccess && items.length === 0 && (
              <p className="px-4 py-6 text-center text-sm text-slate-600">{t('nav.noNotifications')}</p>
            )}
            {items.length > 0 && (
              <ul className="flex flex-col gap-1 p-2">
                {items.map((notification) => (
                  <li key={notification.notification_id}>
                    <NotificationItem notification={notification} timeAgo={timeAgo} onOpen={openItem} compact />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="border-t border-slate-200 p-2">
            <Link
              to="/app/notifications"
              onClick={onNavigate}
              className="flex min-h-10 items-center justify-center rounded-lg text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              {t('nav.viewAllNotifications')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
