import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export interface AuthPageShellProps {
  title: string;
  heading: string;
  children?: ReactNode;
}

/** The centred card every sign-in related page sits in. */
export function AuthPageShell({ title, heading, children }: AuthPageShellProps) {
  useDocumentTitle(title);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 justify-center px-4 py-10 outline-none sm:py-16">
      <Card className="flex w-full max-w-md flex-col gap-5 self-start">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
        {children}
      </Card>
    </main>
  );
}

export function UnavailableNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-slate-100 px-4 py-3 text-slate-800">{children}</p>;
}

export function AuthLinks({ children }: { children: ReactNode }) {
  return <ul className="flex flex-col gap-3">{children}</ul>;
}

export const authLinkClasses =
  'inline-flex min-h-10 items-center rounded font-semibold text-red-800 underline underline-offset-4 hover:text-red-900';
