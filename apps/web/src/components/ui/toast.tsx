import * as RadixToast from '@radix-ui/react-toast';
import { clsx } from 'clsx';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastInput, type ToastTone } from '../../lib/toast-context.ts';

/** How long a toast stays before it dismisses itself (the clock stops while it is hovered or focused). */
const TOAST_DURATION_MS = 6_000;
/** Confirmations shown at once: more stacked up hide a phone's page. Errors all stay until dismissed or timed out. */
export const TOASTS_AT_ONCE = 2;

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

const toneStyles: Record<ToastTone, string> = {
  info: 'border-slate-300 bg-white text-slate-900',
  success: 'border-green-700 bg-green-50 text-green-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

const toneIcons = { info: Info, success: CheckCircle2, error: XCircle } as const;

/** The list kept to TOASTS_AT_ONCE, oldest first out; an error is never dropped (it may be nowhere else). */
function withRoomFor(toasts: ToastItem[]): ToastItem[] {
  const kept = [...toasts];
  while (kept.length > TOASTS_AT_ONCE) {
    const oldestNotError = kept.findIndex((toast) => toast.tone !== 'error');
    if (oldestNotError === -1) break;
    kept.splice(oldestNotError, 1);
  }
  return kept;
}

/**
 * Short status messages on Radix UI. Each is announced to screen readers (errors assertively, the rest
 * politely), pauses while hovered or focused, closes on Escape or a swipe, and can be dismissed by keyboard;
 * F8 moves focus to the list of messages.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const remove = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(({ message, tone = 'info' }: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => withRoomFor([...current, { id, message, tone }]));
  }, []);

  const value = useMemo(() => ({ show }), [show]);

  return (
    <RadixToast.Provider duration={TOAST_DURATION_MS} label={t('common.toast')}>
      <ToastContext value={value}>{children}</ToastContext>
      {toasts.map((toast) => {
        const Icon = toneIcons[toast.tone];
        return (
          <RadixToast.Root
            key={toast.id}
            // "foreground" is announced assertively: an error interrupts, a confirmation waits its turn.
            type={toast.tone === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) remove(toast.id);
            }}
            className={clsx(
              'pointer-events-auto flex items-start gap-3 rounded-xl border p-3 shadow-lg sm:p-4',
              toneStyles[toast.tone],
            )}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <RadixToast.Description className="flex-1 text-sm font-medium">{toast.message}</RadixToast.Description>
            <RadixToast.Close
              className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100"
              aria-label={t('common.dismiss')}
            >
              <X aria-hidden="true" className="size-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport
        label={t('common.toasts')}
        className="pointer-events-none fixed inset-x-0 top-4 z-[60] mx-auto flex w-full max-w-md flex-col gap-2 px-4"
      />
    </RadixToast.Provider>
  );
}
