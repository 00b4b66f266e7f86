import { useEffect, useState } from 'react';
import { majorToMinor, minorToMajor } from '../search-params';
import { inputClass } from './filter-styles';

export interface NumberFilterProps {
  id: string;
  label: string;
  /** The value in the URL (minor units for money, the unit's value for sizes). */
  value: number | undefined;
  onCommit: (value: number | undefined) => void;
  placeholder?: string;
  /** Money in this currency: people type major units, the URL keeps minor units. */
  currency?: string;
}

/**
 * A number typed freely and applied when the field is left or Enter is pressed (not on each key:
 * every search costs mobile data). Money is shown in major units ("1500000" shillings,
 * "12.5" dollars) and committed in minor units.
 */
export function NumberFilter({
  id,
  label,
  value,
  onCommit,
  placeholder,
  currency,
}: NumberFilterProps) {
  const shown = value === undefined ? '' : currency ? minorToMajor(value, currency) : String(value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);

  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') return value !== undefined && onCommit(undefined);
    const next = currency ? majorToMinor(trimmed, currency) : readDecimal(trimmed);
    if (next === undefined) return setText(shown);
    if (next !== value) onCommit(next);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        className={inputClass}
      />
    </div>
  );
}

function readDecimal(text: string): number | undefined {
  const n = Number(text.replace(/[\s,]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
