import { clsx } from 'clsx';
import { BellRing, Siren, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveAlert } from '../../lib/live/live-updates.ts';

export interface LiveAlertToastsProps {
  alerts: LiveAlert[];
  onDismiss: (id: string) => void;
}

/** The one a phone shows of several: the newest urgent one (an SOS is never hidden behind a thank-you), else the newest. */
const leadOf = (alerts: LiveAlert[]) => alerts.findLast((alert) => alert.urgent) ?? alerts[alerts.length - 1];

/**
 * Pop-ups for notifications that arrive live (a new request alert, a donor who accepted): title, message and a
 * link to the request. Announced politely; each can be dismissed, and the bell keeps them all. A phone shows one
 * and says how many more wait in the bell: a fulfilled request's three notices stacked hid a 360 px page. The
 * others stay in the live region, visually hidden, so a screen reader still hears each one.
 */
export function LiveAlertToasts({ alerts, onDismiss }: LiveAlertToastsProps) {
  const { t } = useTranslation();
  const lead = leadOf(alerts);
  return (
    <section
      aria-label={t('live.alertsLabel')}
      className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-40 flex flex-col items-stretch gap-2 px-3 sm:inset-x-auto sm:right-4 sm:w-96 sm:px-0"
    >
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {alerts.map((alert) => {
          const Icon = alert.urgent ? Siren : BellRing;
          return (
            <div
              key={alert.id}
              data-testid="live-alert"
              className={clsx(
                'pointer-events-auto flex items-start gap-3 rounded-xl border-2 bg-white p-3 shadow-lg sm:p-4',
                alert.urgent ? 'border-red-700' : 'border-slate-300',
                alert !== lead && 'max-sm:sr-only',
              )}
            >
              <Icon
                aria-hidden="true"
                className={clsx('mt-0.5 size-5 shrink-0', alert.urgent ? 'text-red-700' : 'text-slate-600')}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="font-semibold break-words text-slate-900">{alert.title}</p>
                <p className="text-sm break-words text-slate-700">{alert.message}</p>
                {alert.href && (
                  <Link
                    to={alert.href}
                    onClick={() => onDismiss(alert.id)}
                    className="mt-1 self-start rounded text-sm font-semibold text-red-800 underline underline-offset-2 hover:text-red-900"
                  >
                    {t('live.viewRequest')}
                  </Link>
                )}
              </div>
              <button
                type="button"
                onClick={() => onDismiss(alert.id)}
                aria-label={t('common.dismiss')}
                className="-m-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          );
        })}
      </div>
      {alerts.length > 1 && (
        <p
          aria-hidden="true"
          data-testid="live-alert-more"
          className="self-end rounded-lg bg-slate-900/80 px-3 py-1 text-sm font-medium text-white sm:hidden"
        >
          {t('live.more', { count: alerts.length - 1 })}
        </p>
      )}
    </section>
  );
}
