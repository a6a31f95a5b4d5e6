import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError, FieldHint, controlClasses, describedBy } from './field.tsx';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select (best keyboard and screen-reader support on phones) with a visible label. */
export function Select({ label, id, hint, error, className, required, children, ...props }: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        id={selectId}
        className={controlClasses(!!error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(selectId, hint, error)}
        required={required}
        {...props}
      >
        {children}
      </select>
      <FieldHint id={selectId}>{hint}</FieldHint>
      <FieldError id={selectId}>{error}</FieldError>
    </div>
  );
}
