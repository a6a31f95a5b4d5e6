import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, describedBy } from './field.tsx';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, id, hint, error, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="checkbox"
          className={clsx('mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-red-700', className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          {...props}
        />
        <label htmlFor={inputId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}
