import { useTranslation } from 'react-i18next';
import { formatTimeAgo } from './time-ago.ts';
import { useNow } from './use-now.ts';

/** A formatter for "5 minutes ago" / "in 3 minutes" that stays current while the page is open. */
export function useTimeAgo(intervalMs?: number): (at: string) => string {
  const { t } = useTranslation();
  const now = useNow(intervalMs);
  return (at) => formatTimeAgo(at, now, t('time.justNow'));
}
