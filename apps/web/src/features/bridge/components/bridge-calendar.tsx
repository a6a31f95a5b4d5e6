import type { BridgeDate } from '@raktsetu/shared';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCalendarDownload } from '../hooks/use-calendar-download.ts';
import { CalendarDate } from './calendar-date.tsx';
import { MoveDateDialog, type MoveTarget } from './move-date-dialog.tsx';

/** The next six transfusion dates with who gives for each, and the .ics export. */
export function BridgeCalendar({ dates }: { dates: BridgeDate[] }) {
  const { t } = useTranslation();
  const download = useCalendarDownload();
  const [moving, setMoving] = useState<MoveTarget | null>(null);
  return (
    <Card as="section" aria-labelledby="bridge-calendar-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="bridge-calendar-title" className="text-lg font-semibold text-slate-900">
          {t('bridge.calendar.title')}
        </h2>
        {dates.length > 0 && (
          <Button variant="secondary" size="sm" loading={download.isPending} onClick={() => download.mutate()}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('bridge.calendar.download')}
          </Button>
        )}
      </div>
      {dates.length === 0 ? (
        <p className="text-slate-700">{t('bridge.calendar.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {dates.map((date) => (
            <CalendarDate key={date.transfusion_date} date={date} onMove={setMoving} />
          ))}
        </ol>
      )}
      <MoveDateDialog target={moving} onClose={() => setMoving(null)} />
    </Card>
  );
}
