import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslateMessage } from '../../i18n/message-translators.ts';

/** Ids that tie a control to its hint and error text (aria-describedby). */
export function describedBy(id: string, hint?: ReactNode, error?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FieldHint({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-hint`} className="text-sm text-slate-600">
      {children}
    </p>
  );
}

/** A field's error; a shared validation message (English from the schemas) is shown in the current language. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  const translate = useTranslateMessage();
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {typeof children === 'string' ? translate(children) : children}
    </p>
  );
}

export const controlClasses = (invalid: boolean, className?: string) =>
  clsx(
    'block w-full min-h-11 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500',
    'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
    invalid ? 'border-red-700' : 'border-slate-400',
    className,
  );

/**
 * The shell every form control shares: a visible label (with a required mark), the control, its hint, anything
 * extra (e.g. a strength meter), and its error — all tied together by id for screen readers.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  extra,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      <FieldHint id={id}>{hint}</FieldHint>
      {extra}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

/** The accessibility and style attributes of a control inside a Field. */
export const controlProps = (id: string, hint: ReactNode, error: ReactNode, className?: string) => ({
  id,
  className: controlClasses(!!error, className),
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});
