import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, controlProps } from './field.tsx';

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
    <Field id={inputId} label={label} required={required} hint={hint} error={error}>
      <input {...controlProps(inputId, hint, error, className)} required={required} {...props} />
    </Field>
  );
}

/** An e-mail field: the right keyboard on phones and the browser's saved address. */
export function EmailInput(props: Omit<InputProps, 'type' | 'inputMode'>) {
  return <Input type="email" autoComplete="email" inputMode="email" {...props} />;
}
