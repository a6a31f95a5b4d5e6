import { CheckCircle2 } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** A section with nothing waiting: said plainly, so an empty tab reads as good news rather than a fault. */
export function SectionEmpty({ children }: { children: string }) {
  return (
    <Card className="flex items-center justify-center gap-2 text-center" data-testid="section-empty">
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" />
      <p className="text-slate-700">{children}</p>
    </Card>
  );
}
