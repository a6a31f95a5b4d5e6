import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 select-none';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
  danger: 'bg-red-700 text-white shadow-sm ring-2 ring-red-200 hover:bg-red-800 active:bg-red-900',
  secondary: 'border border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 active:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
  inverse: 'bg-white text-red-800 shadow-sm hover:bg-red-50 active:bg-red-100',
};

// Heights keep touch targets at 40 px or more (44 px for the main actions).
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm sm:text-base',
  lg: 'min-h-12 px-6 text-base',
};

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export function buttonClasses(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps = {},
  className?: string,
) {
  return clsx(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  /**
   * Shows `loadingText` (e.g. 'Signing Out...') and blocks further clicks. The button stays focusable while it
   * loads (aria-disabled, not disabled): a disabled button drops the keyboard focus to the page, so a person who
   * pressed Save would lose their place, and a refused save could not put them back in the form's dialog.
   */
  loading?: boolean;
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingText,
  className,
  children,
  disabled,
  type = 'button',
  onClick,
  ...props
}: ButtonProps) {
  const busy = loading && !disabled;
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, fullWidth }, className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      // While loading, a click (or Enter in the button's form) does nothing: no second submit, no second call.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps, ButtonStyleProps {}

/** A router link styled as a button (navigation stays a link for assistive technology). */
export function ButtonLink({ variant, size, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, fullWidth }, className)} {...props} />;
}
