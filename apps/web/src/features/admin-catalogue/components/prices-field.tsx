import { useEffect } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CURRENCIES, minorDigitsOf, type Currency } from '@afrinest/contract';
import { SelectField, TextField } from '@/components/form';
import { Button } from '@/components/ui';
import type { DetailsValues } from '@/features/admin-catalogue/details-schema';

/**
 * A package's prices, one row per currency: the amount typed in major units ("150000",
 * "49.99"), checked as typed by the contract's priceInputSchema (UGX has no decimals). Each
 * currency is set by hand: nothing is converted.
 */
export function PricesField() {
  const form = useFormContext<DetailsValues>();
  const rows = useFieldArray({ control: form.control, name: 'prices' });
  const prices = useWatch({ control: form.control, name: 'prices' });
  const { errors } = useFormState({ control: form.control, name: 'prices' });
  const used = prices.map((p) => p.currency);
  const unused = CURRENCIES.filter((c) => !used.includes(c));
  const listError = errors.prices as { message?: string; root?: { message?: string } } | undefined;

  // A new currency changes the decimals allowed: the amount already typed is checked again.
  const { trigger, getValues } = form;
  const currencies = used.join(',');
  useEffect(() => {
    getValues('prices').forEach((p, i) => {
      if (p.amount !== '') void trigger(`prices.${i}.amount`);
    });
  }, [currencies, trigger, getValues]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Prices</legend>
      <p className="text-xs text-gray-600">
        One price per currency, in the currency’s own units. A package without a price is not sold.
      </p>
      {rows.fields.map((row, i) => {
        const currency = (prices[i]?.currency ?? row.currency) as Currency;
        const digits = minorDigitsOf(currency);
        return (
          <div key={row.id} className="grid items-start gap-2 sm:grid-cols-[8rem_1fr_auto]">
            <SelectField<DetailsValues>
              name={`prices.${i}.currency`}
              label={`Currency ${i + 1}`}
              options={CURRENCIES.map((c) => ({
                value: c,
                label: c,
                disabled: c !== currency && used.includes(c),
              }))}
              value={currency}
              required
            />
            <TextField<DetailsValues>
              name={`prices.${i}.amount`}
              label={`Price in ${currency}`}
              inputMode={digits === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              hint={digits === 0 ? 'Whole units, no decimals.' : `Up to ${digits} decimals.`}
              required
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove the ${currency} price`}
              onClick={() => rows.remove(i)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      {(listError?.message ?? listError?.root?.message) && (
        <p className="text-sm text-red-700">{listError?.message ?? listError?.root?.message}</p>
      )}
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
