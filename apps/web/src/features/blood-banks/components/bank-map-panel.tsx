import type { BloodBank } from '@raktsetu/shared';
import { Map as MapIcon } from 'lucide-react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

// Leaflet and its stylesheet are fetched only when the map is first shown, after the list.
const BankMap = lazy(() => import('./bank-map.tsx').then((module) => ({ default: module.BankMap })));

/** Wide screens (Tailwind's lg) show the map beside the list; phones show it above, on request. */
const WIDE_QUERY = '(min-width: 1024px)';

function useIsWide(): boolean {
  const [wide, setWide] = useState(
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const update = () => setWide(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

interface BankMapPanelProps {
  banks: BloodBank[];
  selectedId: number | null;
  onSelect: (bankId: number) => void;
}

export function BankMapPanel({ banks, selectedId, onSelect }: BankMapPanelProps) {
  const { t } = useTranslation();
  const wide = useIsWide();
  const [open, setOpen] = useState(false);
  const shown = wide || open;
  const mapped = banks.filter((bank) => bank.latitude !== null && bank.longitude !== null).length;
  return (
    <div className="flex flex-col gap-2">
      {!wide && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          <MapIcon aria-hidden="true" className="size-4" />
          {open ? t('bloodBanks.map.hide') : t('bloodBanks.map.show')}
        </Button>
      )}
      {shown && (
        <>
          <Suspense fallback={<div className="h-72 rounded-2xl border border-slate-200 bg-slate-100 lg:h-[32rem]" />}>
            <BankMap banks={banks} selectedId={selectedId} onSelect={onSelect} />
          </Suspense>
          <p className="text-xs text-slate-600">{t('bloodBanks.map.note', { count: mapped, total: banks.length })}</p>
        </>
      )}
    </div>
  );
}
