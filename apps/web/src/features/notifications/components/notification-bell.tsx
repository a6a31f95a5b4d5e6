import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface NotificationBellProps {
  open: boolean;
  onToggle: () => void;
  /** Called when a link inside the dropdown is followed. */
  onNavigate: () => void;
  /** Unread notifications; the badge shows only when above zero. */
  unreadCount: number;
}

/** The navbar bell (SPEC §2): toggles a dropdown that leads to /app/notifications. */
export function NotificationBell({ open, onToggle, onNavigate, unreadCount }: NotificationBellProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const label = unreadCount > 0 ? t('nav.notificationsUnread', { count: unreadCount }) : t('nav.notifications');
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
          className="fixed inset-x-4 top-16 z-50 rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-80"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
            {t('nav.notifications')}
          </h2>
          <p className="px-4 py-6 text-center text-sm text-slate-600">{t('nav.noNotifications')}</p>
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
