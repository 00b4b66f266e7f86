import { useEffect, type ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { FieldArrayPath, FieldValues } from 'react-hook-form';
import { CURRENCIES, minorDigitsOf, type Currency } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { SelectField } from './select-field';
import { TextField } from './text-field';

/** One row of the list: an amount typed in the currency's major units ("150000", "49.99"). */
export interface CurrencyAmountRow {
  currency: Currency;
  amount: string;
}

/** The form the field sits in: only the list at `name` is read and written. */
type AmountRows = Record<string, CurrencyAmountRow[]>;

export interface CurrencyAmountsFieldProps<TFieldValues extends FieldValues = FieldValues> {
  /** The form's list of rows, e.g. "prices" or "amounts". */
  name: FieldArrayPath<TFieldValues>;
  legend: string;
  /** Under the legend: what a missing currency means. */
  description: ReactNode;
  /** Names one row's amount, as "<amountLabel> in UGX". */
  amountLabel: string;
  /** Names one row for its Remove button, as "Remove the UGX <rowName>". */
  rowName: string;
}

/**
 * Amounts per currency, one row each, typed in major units and checked as typed by the
 * contract's priceInputSchema (UGX has no decimals). Each currency is set by hand: nothing is
 * converted. A currency is offered once: a row's select disables those other rows use.
 */
export function CurrencyAmountsField<TFieldValues extends FieldValues = FieldValues>({
  name,
  legend,
  description,
  amountLabel,
  rowName,
}: CurrencyAmountsFieldProps<TFieldValues>) {
  // Typed by the caller's form; read here as a list of rows at a path.
  const path: string = name;
  const form = useFormContext<AmountRows>();
  const rows = useFieldArray({ control: form.control, name: path });
  const amounts = useWatch({ control: form.control, name: path });
  const { errors } = useFormState({ control: form.control, name: path });
  const used = amounts.map((a) => a.currency);
  const unused = CURRENCIES.filter((c) => !used.includes(c));
  const listError = errors[path] as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;

  // A new currency changes the decimals allowed: the amount already typed is checked again.
  const { trigger, getValues } = form;
  const currencies = used.join(',');
  useEffect(() => {
    getValues(path).forEach((a, i) => {
      if (a.amount !== '') void trigger(`${path}.${i}.amount`);
    });
  }, [currencies, path, trigger, getValues]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{legend}</legend>
      <p className="text-xs text-gray-600">{description}</p>
      {rows.fields.map((row, i) => {
        const currency = amounts[i]?.currency ?? row.currency;
        const digits = minorDigitsOf(currency);
        return (
          <div key={row.id} className="grid items-start gap-2 sm:grid-cols-[8rem_1fr_auto]">
            <SelectField<AmountRows>
              name={`${path}.${i}.currency`}
              label={`Currency ${i + 1}`}
              options={CURRENCIES.map((c) => ({
                value: c,
                label: c,
                disabled: c !== currency && used.includes(c),
              }))}
              value={currency}
              required
            />
            <TextField<AmountRows>
              name={`${path}.${i}.amount`}
              label={`${amountLabel} in ${currency}`}
              inputMode={digits === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              hint={digits === 0 ? 'Whole units, no decimals.' : `Up to ${digits} decimals.`}
              required
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove the ${currency} ${rowName}`}
              onClick={() => rows.remove(i)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      {listMessage && <p className="text-sm text-red-700">{listMessage}</p>}
      {unused.length > 0 && (
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => rows.append({ currency: unused[0]!, amount: '' })}
          >
            Add a currency
          </Button>
        </div>
      )}
    </fieldset>
  );
}
