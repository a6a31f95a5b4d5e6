import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, controlProps } from './field.tsx';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  /** Shown between the field and its error, e.g. a strength meter. */
  children?: ReactNode;
}

/** A password field with a show/hide toggle (a toggle button, so screen readers hear its pressed state). */
export function PasswordInput({ label, id, hint, error, className, required, children, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [visible, setVisible] = useState(false);
  return (
    <Field id={inputId} label={label} required={required} hint={hint} error={error} extra={children}>
      <div className="relative">
        <input
          {...controlProps(inputId, hint, error, `pr-12 ${className ?? ''}`)}
          type={visible ? 'text' : 'password'}
          required={required}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...props}
        />
        <button
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-pressed={visible}
          aria-controls={inputId}
          aria-label={t('common.showPassword')}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-5" /> : <Eye aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </Field>
  );
}
