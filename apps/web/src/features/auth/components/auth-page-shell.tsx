import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export interface AuthPageShellProps {
  title: string;
  heading: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The centred card every sign-in related page sits in. */
export function AuthPageShell({ title, heading, intro, children }: AuthPageShellProps) {
  useDocumentTitle(title);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 justify-center px-4 py-8 outline-none sm:py-16">
      <Card className="flex w-full max-w-md flex-col gap-5 self-start">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
          {intro && <p className="text-slate-700">{intro}</p>}
        </div>
        {children}
      </Card>
    </main>
  );
}

export function AuthLinks({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-1 border-t border-slate-200 pt-4">{children}</ul>;
}

export const authLinkClasses =
  'inline-flex min-h-10 items-center rounded font-semibold text-red-800 underline underline-offset-4 hover:text-red-900';

/** A link inside a sentence (its line height is the target, as WCAG allows for inline links). */
export const inlineLinkClasses = 'rounded font-semibold text-red-800 underline underline-offset-4 hover:text-red-900';
