import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { groupDigits, majorToMinor, minorToMajor } from '../search-params';
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
  /**
   * Commit every readable value as it is typed: for the phone's filter sheet, whose edits are a
   * draft counted by the API (not a search of their own).
   */
  live?: boolean;
}

/** Where the caret goes in `text` to stand after its first `count` digits (or points). */
function caretAfter(text: string, count: number): number {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (seen === count) return i;
    if (/[\d.]/.test(text[i]!)) seen++;
  }
  return text.length;
}

/**
 * A number typed freely and applied when the field is left or Enter is pressed (not on each key:
 * every search costs mobile data), or as typed when `live`. Money is shown in major units,
 * grouped as typed ("1,500,000" shillings, "12.5" dollars), and committed in minor units.
 */
export function NumberFilter({
  id,
  label,
  value,
  onCommit,
  placeholder,
  currency,
  live = false,
}: NumberFilterProps) {
  const shown =
    value === undefined
      ? ''
      : currency
        ? groupDigits(minorToMajor(value, currency))
        : String(value);
  const [text, setText] = useState(shown);
  const read = (typed: string) => readTyped(typed, currency);
  // A new value from outside (a cleared search, Back) replaces the text; the value this field
  // just committed while typing does not ("12." stays, not "12").
  const [seen, setSeen] = useState({ value, currency });
  if (seen.value !== value || seen.currency !== currency) {
    setSeen({ value, currency });
    const t = text.trim();
    const same = t === '' ? value === undefined : readTyped(t, currency) === value;
    if (!same) setText(shown);
  }
  const input = useRef<HTMLInputElement>(null);
  // Grouping adds and removes commas: the caret stays after the same digits.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') return value !== undefined && onCommit(undefined);
    const next = read(trimmed);
    if (next === undefined) return setText(shown);
    if (next !== value) onCommit(next);
  };
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    let next = typed;
    if (currency) {
      const before = typed.slice(0, e.target.selectionStart ?? typed.length);
      next = groupDigits(typed);
      caret.current = caretAfter(next, before.replace(/[^\d.]/g, '').length);
    }
    setText(next);
    if (!live) return;
    const trimmed = next.trim();
    const committed = trimmed === '' ? undefined : read(trimmed);
    if ((trimmed === '' || committed !== undefined) && committed !== value) onCommit(committed);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-gray-800">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        onChange={onChange}
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

const readTyped = (text: string, currency: string | undefined) =>
  currency ? majorToMinor(text, currency) : readDecimal(text);

function readDecimal(text: string): number | undefined {
  const n = Number(text.replace(/[\s,]/g, ''));
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}
