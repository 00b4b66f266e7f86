import { useId, useState } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { CURRENCIES, CURRENCY_MINOR_DIGITS, type ListingFormValues } from '@afrinest/contract';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { toMajorText, toMinorUnits } from '../form-values';

/**
 * The price as people say it (major units: 1,250.50 dollars, 850,000,000 shillings) beside its
 * currency; the form holds the contract's integer minor units, recomputed when either changes.
 */
export function PriceField() {
  const id = useId();
  const { control } = useFormContext<ListingFormValues>();
  const amount = useController({ control, name: 'price.amount' });
  const currency = useController({ control, name: 'price.currency' });
  const { errors } = useFormState({ control, name: 'price' });
  const code = currency.field.value ?? 'UGX';
  const [typed, setTyped] = useState(() => toMajorText(amount.field.value, code));
  const error = (get(errors, 'price.amount') as { message?: string } | undefined)?.message;
  const digits = CURRENCY_MINOR_DIGITS[code];

  return (
    <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <FieldShell
        id={`${id}-amount`}
        label="Price"
        hint={digits ? `Up to ${digits} decimals.` : `${code} has no cents: a whole amount.`}
        hintId={`${id}-hint`}
        error={error}
        errorId={`${id}-error`}
        required
      >
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          className={inputClass}
          value={typed}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onBlur={amount.field.onBlur}
          onChange={(e) => {
            setTyped(e.target.value);
            amount.field.onChange(toMinorUnits(e.target.value, code));
          }}
        />
      </FieldShell>
      <FieldShell
        id={`${id}-currency`}
        label="Currency"
        hintId={`${id}-currency-hint`}
        errorId={`${id}-currency-error`}
      >
        <select
          id={`${id}-currency`}
          className={inputClass}
          value={code}
          onChange={(e) => {
            const next = e.target.value as typeof code;
            currency.field.onChange(next);
            amount.field.onChange(toMinorUnits(typed, next));
          }}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </FieldShell>
    </div>
  );
}
