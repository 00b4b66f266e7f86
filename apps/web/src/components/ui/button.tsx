import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn, focusRing } from './class-names';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner, so a request is never sent twice. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// Colours keep at least 4.5:1 contrast between text and background (WCAG AA).
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800 active:bg-emerald-900',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50 active:bg-gray-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
  ghost: 'bg-transparent text-gray-800 hover:bg-gray-100 active:bg-gray-200',
};

// Heights of 40px+ keep touch targets usable on phones (md and lg are 44px).
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-5 text-base',
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  // A plain button by default: inside a form, only an explicit type="submit" submits it.
  type = 'button',
  className,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors',
        'disabled:cursor-not-allowed disabled:opacity-60',
        focusRing,
        variants[variant],
        sizes[size],
        className,
      )}
      {...rest}
    >
      {loading && <Spinner size="sm" announce={false} />}
      {children}
    </button>
  );
}
