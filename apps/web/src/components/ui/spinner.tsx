import { cn } from './class-names';

export interface SpinnerProps {
  /** Text read by screen readers; the spinning ring itself is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * Set false when the spinner sits inside an element that already announces
   * its busy state (a loading Button), so screen readers don't hear it twice.
   */
  announce?: boolean;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' } as const;

export function Spinner({
  label = 'Loading…',
  size = 'md',
  className,
  announce = true,
}: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-none',
        sizes[size],
      )}
    />
  );
  if (!announce) return <span className={cn('inline-flex', className)}>{ring}</span>;
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}
