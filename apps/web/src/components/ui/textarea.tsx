import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { Field, controlProps } from './field.tsx';

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
    <Field id={textareaId} label={label} required={required} hint={hint} error={error}>
      <textarea {...controlProps(textareaId, hint, error, className)} rows={rows} required={required} {...props} />
    </Field>
  );
}
