import { useId, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { VALIDITY_DAYS_MAX, VALIDITY_PRESETS } from '@afrinest/contract';
import { TextField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';

type ValidityValues = { validityDays: number | null };

const isPreset = (days: number | null) => VALIDITY_PRESETS.some((p) => p.days === days);

/**
 * A package's validity: Monthly, Quarterly, Yearly, a number of days, or "does not end" (null),
 * inside a <Form> whose values have `validityDays`. `locked` (the FREE package) keeps it open-ended.
 */
export function ValidityField({ locked = false }: { locked?: boolean }) {
  const id = useId();
  const form = useFormContext<ValidityValues>();
  const days = form.watch('validityDays');
  // "Custom" stays chosen while its box holds 30 or is empty, until another choice is made.
  const [custom, setCustom] = useState(() => days !== null && !isPreset(days));
  const choice = custom ? 'custom' : days === null ? 'none' : String(days);
  const set = (value: number | null) =>
    form.setValue('validityDays', value, { shouldDirty: true, shouldValidate: true });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          Validity
        </label>
        <select
          id={id}
          value={locked ? 'none' : choice}
          disabled={locked}
          aria-describedby={locked ? `${id}-hint` : undefined}
          className={inputClass}
          onChange={(e) => {
            const next = e.target.value;
            setCustom(next === 'custom');
            if (next === 'none') set(null);
            // An empty box asks for the number of days at once.
            else if (next === 'custom') set(days ?? Number.NaN);
            else set(Number(next));
          }}
        >
          {VALIDITY_PRESETS.map((p) => (
            <option key={p.days} value={String(p.days)}>
              {p.label} ({p.days} days)
            </option>
          ))}
          <option value="custom">Another number of days</option>
          <option value="none">Does not end</option>
        </select>
        {locked && (
          <p id={`${id}-hint`} className="text-xs text-gray-600">
            The free package never ends.
          </p>
        )}
      </div>
      {custom && !locked && (
        <TextField<ValidityValues>
          name="validityDays"
          label="Number of days"
          type="number"
          inputMode="numeric"
          min={1}
          max={VALIDITY_DAYS_MAX}
          step={1}
          hint={`From 1 to ${VALIDITY_DAYS_MAX} days.`}
          required
        />
      )}
    </div>
  );
}
