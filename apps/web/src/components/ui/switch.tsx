import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldHint, describedBy } from './field.tsx';

export interface SwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'role'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch: a native checkbox with role="switch" (Space toggles it, screen readers say on/off), drawn
 * as a track and thumb.
 */
export function Switch({ label, id, hint, className, ...props }: SwitchProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <span className="relative inline-flex shrink-0 items-center">
          <input
            id={inputId}
            type="checkbox"
            role="switch"
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
            aria-describedby={describedBy(inputId, hint)}
            {...props}
          />
          <span
            aria-hidden="true"
            className="h-7 w-12 rounded-full bg-slate-400 transition-colors peer-checked:bg-green-700 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-700 peer-disabled:opacity-60"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute left-1 size-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
          />
        </span>
      </div>
      <FieldHint id={inputId}>{hint}</FieldHint>
    </div>
  );
}
