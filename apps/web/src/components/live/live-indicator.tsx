import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLiveUpdates } from '../../lib/live/live-updates-context.ts';

/** A small "Live" mark: green while updates stream in, amber while (re)connecting. */
export function LiveIndicator({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { status } = useLiveUpdates();
  const open = status === 'open';
  return (
    <span
      data-testid="live-indicator"
      data-status={status}
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        open ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-800',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx('size-2 rounded-full', open ? 'bg-green-700' : 'animate-pulse bg-amber-700')}
      />
      {t(`live.status.${status}`)}
    </span>
  );
}
