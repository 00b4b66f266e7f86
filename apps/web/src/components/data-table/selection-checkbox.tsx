import { useEffect, useRef } from 'react';
import { cn, focusRing } from '@/components/ui/class-names';

export interface SelectionCheckboxProps {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: unknown) => void;
}

/** A row/page selection checkbox; `indeterminate` can only be set from script, hence the ref. */
export function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectionCheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      className={cn('h-5 w-5 cursor-pointer accent-emerald-700', focusRing)}
    />
  );
}
