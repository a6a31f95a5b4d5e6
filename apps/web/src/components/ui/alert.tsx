import { clsx } from 'clsx';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslateMessage } from '../../i18n/message-translators.ts';

export type AlertTone = 'info' | 'success' | 'error';

const tones: Record<AlertTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  success: 'border-green-200 bg-green-50 text-green-900',
  error: 'border-red-200 bg-red-50 text-red-900',
};
const icons = { info: Info, success: CheckCircle2, error: AlertCircle } as const;

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  className?: string;
  /** For tests and for pages that need to point at the message. */
  'data-testid'?: string;
}

/**
 * An inline message above a form (a notice passed to the page, a failed submit). Errors use role="alert", which
 * screen readers announce as soon as it appears; other messages use role="status" (polite). A shared message
 * (English from the schemas) is shown in the current language.
 */
export function Alert({ tone = 'info', children, className, ...rest }: AlertProps) {
  const translate = useTranslateMessage();
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium', tones[tone], className)}
      {...rest}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 break-words">{typeof children === 'string' ? translate(children) : children}</div>
    </div>
  );
}
