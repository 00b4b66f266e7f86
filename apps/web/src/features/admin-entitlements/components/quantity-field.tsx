import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { BYTES_PER_MB } from '@/lib/format-bytes';

/** How an amount is typed: a count, megabytes (sent as bytes), or nothing for a feature. */
export type QuantityMode = 'units' | 'bytes' | 'feature';

export interface QuantityFieldProps {
  name: string;
  mode: QuantityMode;
  label?: string;
  /** The item's unit in words ("listings"), shown in the hint. */
  unit?: string;
  /** A change (±) rather than an amount. */
  signed?: boolean;
}

const scaleOf = (mode: QuantityMode) => (mode === 'bytes' ? BYTES_PER_MB : 1);

/** Typed text → the number sent; empty or junk is NaN, which the contract's schema refuses. */
function toValue(text: string, mode: QuantityMode): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  const n = Number(trimmed);
  return mode === 'bytes' ? Math.round(n * BYTES_PER_MB) : n;
}

/**
 * An amount of an item, checked by the contract as typed. Photo storage is typed in MB and
 * sent in bytes; a feature is on or off, so it has no amount (the form sets 1). Remount it (key)
 * when the mode changes: the typed text belongs to one unit.
 */
export function QuantityField({ name, mode, label, unit, signed = false }: QuantityFieldProps) {
  const id = useId();
  const {
    field: { ref, onBlur, onChange, value: current },
    fieldState,
  } = useController({ name });
  const [text, setText] = useState(() => {
    const value = current as number | undefined;
    return typeof value === 'number' && Number.isFinite(value) ? String(value / scaleOf(mode)) : '';
  });
  if (mode === 'feature')
    return (
      <p className="text-sm text-gray-700">
        A feature is on or off: giving it turns it on for the time chosen below.
      </p>
    );

  const error = fieldState.error?.message;
  const what = mode === 'bytes' ? 'megabytes (MB)' : unit?.trim() || 'units';
  const hint = signed
    ? `In ${what}: a positive number adds, a negative one takes away.`
    : `In ${what}.`;
  return (
    <FieldShell
      id={id}
      label={label ?? (mode === 'bytes' ? 'Quantity (MB)' : 'Quantity')}
      hint={hint}
      hintId={`${id}-hint`}
      error={error}
      errorId={`${id}-error`}
      required
    >
      <input
        id={id}
        type="number"
        inputMode={signed ? 'text' : 'decimal'}
        step={mode === 'bytes' ? 'any' : 1}
        min={signed ? undefined : 0}
        required
        name={name}
        ref={ref}
        value={text}
        onBlur={onBlur}
        onChange={(e) => {
          setText(e.target.value);
          onChange(toValue(e.target.value, mode));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
        className={inputClass}
      />
    </FieldShell>
  );
}
