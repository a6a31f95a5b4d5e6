import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldError, FieldHint, controlClasses, describedBy } from './field.tsx';

export interface TextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ label, id, hint, error, className, required, rows = 3, ...props }: TextareaProps) {
  const generatedId = useId();
  const textareaId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={textareaId} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <textarea
        id={textareaId}
        rows={rows}
        className={controlClasses(!!error, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(textareaId, hint, error)}
        required={required}
        {...props}
      />
      <FieldHint id={textareaId}>{hint}</FieldHint>
      <FieldError id={textareaId}>{error}</FieldError>
    </div>
  );
}
