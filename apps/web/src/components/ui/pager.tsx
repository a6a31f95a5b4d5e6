import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What is paged, for screen readers ("Pages of the audit trail"). */
  label: string;
}

/** Previous / "Page n of m" / Next under a paged list; nothing when there is one page. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('common.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('common.pageStatus', { page, pages })}
      </p>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
