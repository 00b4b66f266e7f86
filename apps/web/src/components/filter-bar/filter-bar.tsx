import type { ReactNode } from 'react';
import { Button } from '@/components/ui';

export interface ClearFiltersProps {
  /** Whether any filter is set: with none, there is nothing to clear. */
  filtered: boolean;
  /** Empties every filter, typed boxes included. */
  onClear(): void;
  className?: string;
  /** A box around the button, to line it up with the labelled fields beside it. */
  wrapClassName?: string;
}

/** The "Clear filters" button of a filter bar. */
export function ClearFilters({ filtered, onClear, className, wrapClassName }: ClearFiltersProps) {
  const button = (
    <Button variant="ghost" className={className} disabled={!filtered} onClick={onClear}>
      Clear filters
    </Button>
  );
  return wrapClassName ? <div className={wrapClassName}>{button}</div> : button;
}

export interface FilterBarProps {
  /** The search landmark's name: "Find agencies". */
  label: string;
  /** The grid: its columns at each width. */
  className: string;
  /** Applies the typed text at once (Enter); without it, submitting does nothing. */
  onSubmit?(): void;
  /** The Clear button after the fields; left out where a bar places ClearFilters itself. */
  clear?: ClearFiltersProps;
  children: ReactNode;
}

/**
 * The filter form above an admin table. Its controls change the URL as they change, so the form
 * never posts: submitting only sends what is typed without waiting for the pause.
 */
export function FilterBar({ label, className, onSubmit, clear, children }: FilterBarProps) {
  return (
    <form
      role="search"
      aria-label={label}
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit?.();
      }}
    >
      {children}
      {clear && <ClearFilters {...clear} />}
    </form>
  );
}
