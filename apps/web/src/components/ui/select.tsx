import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { Field, controlProps } from './field.tsx';

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
    <Field id={selectId} label={label} required={required} hint={hint} error={error}>
      <select {...controlProps(selectId, hint, error, className)} required={required} {...props}>
        {children}
      </select>
    </Field>
  );
}
