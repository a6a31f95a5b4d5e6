import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError, FieldHint, controlClasses, describedBy } from './field.tsx';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A text input that always has a visible label, and announces its hint and error. */
export function Input({ label, id, hint, error, className, required, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={inputId}
        className={controlClasses(!!error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, hint, error)}
        required={required}
        {...props}
      />
      <FieldHint id={inputId}>{hint}</FieldHint>
      <FieldError id={inputId}>{error}</FieldError>
    </div>
  );
}
