import { useId, useState } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import {
  SIZE_UNIT_LABELS,
  SIZE_UNITS,
  type ListingFormValues,
  type SizeUnit,
} from '@afrinest/contract';
import { inputClass } from '@/components/form/field-shell';

type SizeValue = NonNullable<ListingFormValues['landSize']>;

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * An area as entered (contract sizeSchema): a value with its unit, or the width and length of a
 * "W×L ft" plot. Left empty it is null, which the form's own rules accept or refuse by kind.
 */
export function SizeField({
  name,
  label,
  defaultUnit,
}: {
  name: 'floorArea' | 'landSize';
  label: string;
  defaultUnit: SizeUnit;
}) {
  const id = useId();
  const { control } = useFormContext<ListingFormValues>();
  const { field } = useController({ control, name });
  const { errors } = useFormState({ control, name });
  const size = field.value ?? null;
  // The unit chosen before any number is typed is kept while the size is still empty (null).
  const [chosenUnit, setChosenUnit] = useState<SizeUnit | null>(null);
  const unit = size?.unit ?? chosenUnit ?? defaultUnit;
  const message = (path: string) =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const error =
    message(name) ??
    message(`${name}.value`) ??
    message(`${name}.widthFt`) ??
    message(`${name}.lengthFt`);

  const set = (patch: Partial<SizeValue>) => {
    const next = {
      unit,
      value: size?.value,
      widthFt: size?.widthFt,
      lengthFt: size?.lengthFt,
      ...patch,
    };
    const empty =
      next.unit === 'ft_plot'
        ? next.widthFt == null && next.lengthFt == null
        : next.value === undefined;
    field.onChange(empty ? null : next);
  };
  const text = (n: number | null | undefined) => (n == null || Number.isNaN(n) ? '' : String(n));

  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-gray-900">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {unit === 'ft_plot' ? (
          <>
            <input
              aria-label={`${label}: width in feet`}
              type="number"
              step="any"
              min={0}
              className={`${inputClass} max-w-32`}
              value={text(size?.widthFt)}
              onChange={(e) => set({ widthFt: numberOrUndefined(e.target.value) ?? null })}
              aria-invalid={error ? true : undefined}
            />
            <span className="self-center text-gray-700">×</span>
            <input
              aria-label={`${label}: length in feet`}
              type="number"
              step="any"
              min={0}
              className={`${inputClass} max-w-32`}
              value={text(size?.lengthFt)}
              onChange={(e) => set({ lengthFt: numberOrUndefined(e.target.value) ?? null })}
              aria-invalid={error ? true : undefined}
            />
          </>
        ) : (
          <input
            aria-label={label}
            type="number"
            step="any"
            min={0}
            className={`${inputClass} max-w-48`}
            value={text(size?.value)}
            onChange={(e) => set({ value: numberOrUndefined(e.target.value) })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        )}
        <select
          aria-label={`${label}: unit`}
          className={`${inputClass} max-w-40`}
          value={unit}
          onChange={(e) => {
            const next = e.target.value as SizeUnit;
            setChosenUnit(next);
            set({ unit: next });
          }}
        >
          {SIZE_UNITS.map((u) => (
            <option key={u} value={u}>
              {SIZE_UNIT_LABELS[u]}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
