import { useId } from 'react';
import { FilterField } from '@/components/form';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';

export interface DateRangeFilterProps {
  /** The days, as yyyy-mm-dd. */
  from: string | undefined;
  to: string | undefined;
  /** Reports one end changed; an emptied box reports undefined. */
  onChange(patch: { from?: string | undefined; to?: string | undefined }): void;
  fromLabel?: string;
  toLabel?: string;
  /** The picker of the last day starts at the first. */
  ordered?: boolean;
  /** False where the range always has both days: emptying a box then changes nothing. */
  clearable?: boolean;
  /** What is wrong with the range, shown under the last day. */
  error?: string;
  /** The id of a message shown elsewhere about the range: it then describes both boxes. */
  errorId?: string;
}

/** The first and last day of a filter bar, as two labelled date boxes. */
export function DateRangeFilter({
  from,
  to,
  onChange,
  fromLabel = 'From',
  toLabel = 'To',
  ordered = false,
  clearable = true,
  error,
  errorId,
}: DateRangeFilterProps) {
  const id = useId();
  // An emptied box leaves that end out, or, where it cannot be left out, changes nothing.
  const report = (end: 'from' | 'to', value: string) => {
    if (!value && !clearable) return;
    const day = value || undefined;
    onChange(end === 'from' ? { from: day } : { to: day });
  };
  const shared = {
    type: 'date',
    className: inputClass,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': errorId,
  };
  return (
    <>
      <FilterField id={`${id}-from`} label={fromLabel}>
        <input
          id={`${id}-from`}
          value={from ?? ''}
          onChange={(e) => report('from', e.target.value)}
          {...shared}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={toLabel}>
        <input
          id={`${id}-to`}
          value={to ?? ''}
          min={ordered ? from : undefined}
          onChange={(e) => report('to', e.target.value)}
          {...shared}
          {...(error && { 'aria-invalid': true, 'aria-describedby': `${id}-error` })}
        />
        <FieldErrorText id={`${id}-error`} message={error} />
      </FilterField>
    </>
  );
}
