import type { ReactNode } from 'react';
import { cn } from './class-names';

export type AlertVariant = 'error' | 'info' | 'success' | 'warning';

export interface AlertProps {
  variant?: AlertVariant;
  title?: string;
  children?: ReactNode;
  /** Optional action (a Retry button, a link) shown under the message. */
  action?: ReactNode;
  className?: string;
}

const styles: Record<AlertVariant, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  info: 'border-sky-300 bg-sky-50 text-sky-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
};

export function Alert({ variant = 'info', title, children, action, className }: AlertProps) {
  // Errors interrupt (role=alert); everything else is announced politely (role=status).
  const role = variant === 'error' ? 'alert' : 'status';
  return (
    <div
      role={role}
      className={cn('rounded-md border p-3 text-sm sm:p-4', styles[variant], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn(title && 'mt-1')}>{children}</div>}
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
