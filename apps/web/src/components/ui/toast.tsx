import { clsx } from 'clsx';
import { CheckCircle2, Info, X, XCircle } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContext, type ToastInput, type ToastTone } from './toast-context.ts';

/** How long a toast stays before it dismisses itself. */
const TOAST_DURATION_MS = 6_000;

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

/**
 * Short status messages. They are announced through live regions (errors assertively), and each can be
 * dismissed by keyboard.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    ({ message, tone = 'info' }: ToastInput) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, message, tone }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_DURATION_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const value = useMemo(() => ({ show }), [show]);
  const polite = toasts.filter((toast) => toast.tone !== 'error');
  const assertive = toasts.filter((toast) => toast.tone === 'error');

  const renderToast = (toast: ToastItem) => {
    const Icon = toneIcons[toast.tone];
    return (
      <div
        key={toast.id}
        className={clsx(
          'pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg',
          toneStyles[toast.tone],
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">{toast.message}</p>
        <button
          type="button"
          onClick={() => dismiss(toast.id)}
          className="-m-1 rounded-md p-1 opacity-80 hover:opacity-100"
          aria-label={t('common.dismiss')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    );
  };

  return (
    <ToastContext value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-4 z-[60] mx-auto flex w-full max-w-md flex-col gap-2 px-4">
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {polite.map(renderToast)}
        </div>
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {assertive.map(renderToast)}
        </div>
      </div>
    </ToastContext>
  );
}
