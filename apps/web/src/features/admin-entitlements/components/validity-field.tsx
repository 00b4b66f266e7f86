import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { VALIDITY_DAYS_MAX, VALIDITY_PRESETS } from '@afrinest/contract';
import { FieldErrorText, inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';

/** The number of days a grant starts with when a form opens: a month, the usual period. */
export const DEFAULT_VALIDITY_DAYS = 30;

/** How long a grant lasts: a number of days (with the usual periods one click away) or no end. */
export function ValidityField({ name }: { name: string }) {
  const id = useId();
  const {
    field: { ref, onBlur, onChange, value: current },
    fieldState,
  } = useController({ name });
  const value = current as number | null | undefined;
  const [text, setText] = useState(() =>
    typeof value === 'number' && Number.isFinite(value) ? String(value) : '',
  );
  const ends = value !== null;
  const error = fieldState.error?.message;

  const setDays = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? Number.NaN : Number(next));
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-900">How long it lasts</legend>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={ends}
            onChange={() => setDays(text || String(DEFAULT_VALIDITY_DAYS))}
            className="h-4 w-4 accent-emerald-700"
          />
          A number of days
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-mode`}
            checked={!ends}
            onChange={() => onChange(null)}
            className="h-4 w-4 accent-emerald-700"
          />
          Does not end
        </label>
      </div>
      {ends && (
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-days`} className="text-sm text-gray-900">
            Days
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={VALIDITY_DAYS_MAX}
            step={1}
            name={name}
            ref={ref}
            value={text}
            onBlur={onBlur}
            onChange={(e) => setDays(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${inputClass} max-w-40`}
          />
          <div className="flex flex-wrap gap-2">
            {VALIDITY_PRESETS.map((p) => (
              <Button
                key={p.days}
                variant="secondary"
                size="sm"
                aria-pressed={value === p.days}
                onClick={() => setDays(String(p.days))}
              >
                {p.label} ({p.days} days)
              </Button>
            ))}
          </div>
          <FieldErrorText id={`${id}-error`} message={error} />
        </div>
      )}
    </fieldset>
  );
}
