import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Card } from '../ui/card.tsx';
import { PageHeader } from './page-header.tsx';

export interface UnavailablePageProps {
  /** Tab title; defaults to the heading. */
  title?: string;
  heading: string;
  /** One honest line saying the feature is not available yet. */
  message: string;
  children?: ReactNode;
}

/** A page whose feature comes in a later release: its real heading and one honest line saying so, nothing invented. */
export function UnavailablePage({ title, heading, message, children }: UnavailablePageProps) {
  useDocumentTitle(title ?? heading);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={heading} />
      <Card className="flex flex-col gap-3">
        <p className="flex items-start gap-3 text-base text-slate-700">
          <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <span>{message}</span>
        </p>
        {children}
      </Card>
    </div>
  );
}
