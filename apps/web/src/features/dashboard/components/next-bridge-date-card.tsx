import { CalendarHeart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIsoDate } from '../../../lib/format.ts';
import { useNextBridgeDate } from '../api/next-bridge-date-api.ts';

/** A donor's next Blood Bridge date, linking to their bridges; nothing when there is none or the call failed. */
export function NextBridgeDateCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const next = useNextBridgeDate(enabled).data;
  if (!enabled || !next) return null;
  return (
    <Link
      to="/app/bridges"
      className="flex items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-slate-900 hover:bg-red-100"
      data-testid="next-bridge-date"
    >
      <CalendarHeart aria-hidden="true" className="size-8 shrink-0 text-red-700" />
      <span className="flex flex-col">
        <span className="font-semibold">
          {t('bridgeMembership.dashboard.next', {
            date: formatIsoDate(next.date),
            name: next.patientFirstName,
          })}
        </span>
        <span className="text-sm text-red-900 underline">{t('bridgeMembership.dashboard.open')}</span>
      </span>
    </Link>
  );
}
