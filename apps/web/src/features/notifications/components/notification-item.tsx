import type { Notification } from '@raktsetu/shared';
import { clsx } from 'clsx';
import {
  CalendarClock,
  CalendarHeart,
  MessageSquare,
  Users,
  BellRing,
  CalendarCheck,
  CircleCheckBig,
  CircleX,
  Droplet,
  Gift,
  HeartHandshake,
  Radar,
  Siren,
  UserRoundCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RequestStatusBadge, UrgencyBadge } from '../../../components/requests/request-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { requestPath } from '../../../lib/requests-api.ts';

const kindIcons = {
  request_alert: BellRing,
  donor_accepted: UserRoundCheck,
  donor_declined: CircleX,
  search_widened: Radar,
  request_closed: CircleCheckBig,
  stock_available: Droplet,
  coupon_issued: Gift,
  impact: HeartHandshake,
  eligible_again: CalendarCheck,
  bridge_invite: Users,
  bridge_ask: CalendarHeart,
  bridge_update: CalendarClock,
  bridge_message: MessageSquare,
} as const;

export interface NotificationItemProps {
  notification: Notification;
  timeAgo: (at: string) => string;
  /** Following the link opens the notification: it is marked read. */
  onOpen: (notification: Notification) => void;
  compact?: boolean;
}

/**
 * Where a notification leads: its request, or for the Blood Bridge (no request) the donor's bridges or the
 * patient's bridge — the same pages the push notice opens (server features/push/push.job.ts).
 */
function noticeLink(notification: Notification): string | null {
  if (notification.request_id) return requestPath(notification.request_id);
  if (notification.kind === 'bridge_update') return '/app/bridge';
  if (
    notification.kind === 'bridge_invite' ||
    notification.kind === 'bridge_ask' ||
    notification.kind === 'bridge_message'
  )
    return '/app/bridges';
  return null;
}

/** The request is over: the notice is kept as sent, but nobody should act on it any more. */
function isClosed(notification: Notification): notification is Notification & {
  request_status: 'Fulfilled' | 'Cancelled';
} {
  return notification.request_status === 'Fulfilled' || notification.request_status === 'Cancelled';
}

/**
 * For screen readers, right after the title: the request is over and no donor is needed (the status label alone,
 * read at the end of an SOS plea, is easily missed). The visible label is the requests screens' status badge.
 */
function ClosedRequestSentence({ status }: { status: 'Fulfilled' | 'Cancelled' }) {
  const { t } = useTranslation();
  return (
    <span className="sr-only">
      {status === 'Fulfilled' ? t('notifications.requestFulfilled') : t('notifications.requestCancelled')}
    </span>
  );
}

/** When it was sent, and what is true now: the request closed, its urgency, the donor's answer. */
function NoticeMeta({ notification, timeAgo, compact }: Omit<NotificationItemProps, 'onOpen'>) {
  const { t } = useTranslation();
  const closed = isClosed(notification);
  return (
    <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600 sm:text-sm">
      <time dateTime={notification.sent_at}>{timeAgo(notification.sent_at)}</time>
      {closed && (
        // Screen readers get the sentence after the title instead.
        <span aria-hidden="true" className="flex">
          <RequestStatusBadge status={notification.request_status} />
        </span>
      )}
      {!compact && !closed && notification.request_urgency && <UrgencyBadge urgency={notification.request_urgency} />}
      {!compact && notification.status === 'Accepted' && <Badge tone="green">{t('notifications.youAccepted')}</Badge>}
      {!compact && notification.status === 'Declined' && <Badge>{t('notifications.youDeclined')}</Badge>}
    </span>
  );
}

/**
 * What a notice says. The title and text stay as sent; a notice whose request has since been fulfilled or
 * cancelled is muted, loses its urgency and says so, so that no donor travels for blood nobody needs any more.
 */
function NoticeBody({ notification, timeAgo, compact }: Omit<NotificationItemProps, 'onOpen'>) {
  const { t } = useTranslation();
  const unread = notification.status === 'Sent';
  const closed = isClosed(notification);
  const sos = !closed && notification.kind === 'request_alert' && notification.request_urgency === 'SOS';
  const Icon = sos ? Siren : kindIcons[notification.kind];
  return (
    <>
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          sos ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        <Icon className="size-5" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-start justify-between gap-2">
          <span
            className={clsx(
              'break-words',
              closed ? 'text-slate-600' : 'text-slate-900',
              unread ? 'font-bold' : 'font-semibold',
            )}
          >
            {notification.title}
            {closed && <ClosedRequestSentence status={notification.request_status} />}
          </span>
          {unread && (
            <span className="mt-1.5 flex shrink-0 items-center">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-red-700" />
              <span className="sr-only">{t('notifications.unread')}</span>
            </span>
          )}
        </span>
        <span
          className={clsx(
            'break-words',
            closed ? 'text-slate-600' : 'text-slate-700',
            compact ? 'line-clamp-2 text-sm' : 'text-sm sm:text-base',
          )}
        >
          {notification.message}
        </span>
        <NoticeMeta notification={notification} timeAgo={timeAgo} compact={compact} />
      </span>
    </>
  );
}

/** One notification: what happened, when, and a link to its request; unread ones are marked. */
export function NotificationItem({ notification, timeAgo, onOpen, compact = false }: NotificationItemProps) {
  const unread = notification.status === 'Sent';
  const body = <NoticeBody notification={notification} timeAgo={timeAgo} compact={compact} />;
  const classes = clsx(
    'flex w-full items-start gap-3 rounded-xl text-left',
    compact ? 'px-3 py-3 hover:bg-slate-50' : 'p-4 hover:bg-slate-50',
    // An unread notice about a closed request is still unread, without the alarm colour.
    unread && (isClosed(notification) ? 'bg-slate-50' : 'bg-red-50/60'),
  );
  const target = noticeLink(notification);
  if (target) {
    return (
      <Link
        to={target}
        onClick={() => onOpen(notification)}
        className={classes}
        data-testid="notification-item"
        data-status={notification.status}
        data-request-status={notification.request_status ?? undefined}
      >
        {body}
      </Link>
    );
  }
  return (
    <button
      type="button"
      onClick={() => onOpen(notification)}
      className={classes}
      data-testid="notification-item"
      data-status={notification.status}
    >
      {body}
    </button>
  );
}
