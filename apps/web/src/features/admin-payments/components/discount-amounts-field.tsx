import { useEffect } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CURRENCIES, minorDigitsOf, type Currency } from '@afrinest/contract';
import { SelectField, TextField } from '@/components/form';
import { Button } from '@/components/ui';
import type { DiscountFormValues } from '@/features/admin-payments/discount-form-values';

/**
 * A fixed discount's amount off, one row per currency, typed in major units and checked as typed
 * by the contract's priceInputSchema. A currency without a row gets no discount: nothing is
 * converted.
 */
export function DiscountAmountsField() {
  const form = useFormContext<DiscountFormValues>();
  const rows = useFieldArray({ control: form.control, name: 'amounts' });
  const amounts = useWatch({ control: form.control, name: 'amounts' });
  const { errors } = useFormState({ control: form.control, name: 'amounts' });
  const used = amounts.map((a) => a.currency);
  const unused = CURRENCIES.filter((c) => !used.includes(c));
  const listError = errors.amounts as { message?: string; root?: { message?: string } } | undefined;
  const listMessage = listError?.message ?? listError?.root?.message;

  // A new currency changes the decimals allowed: the amount already typed is checked again.
  const { trigger, getValues } = form;
  const currencies = used.join(',');
  useEffect(() => {
    getValues('amounts').forEach((a, i) => {
      if (a.amount !== '') void trigger(`amounts.${i}.amount`);
    });
  }, [currencies, trigger, getValues]);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-gray-900">Amount off</legend>
      <p className="text-xs text-gray-600">
        One amount per currency, in its own units. A purchase in a currency not listed gets no
        discount.
      </p>
      {rows.fields.map((row, i) => {
        const currency = (amounts[i]?.currency ?? row.currency) as Currency;
        const digits = minorDigitsOf(currency);
        return (
          <div key={row.id} className="grid items-start gap-2 sm:grid-cols-[8rem_1fr_auto]">
            <SelectField<DiscountFormValues>
              name={`amounts.${i}.currency`}
              label={`Currency ${i + 1}`}
              options={CURRENCIES.map((c) => ({
                value: c,
                label: c,
                disabled: c !== currency && used.includes(c),
              }))}
              value={currency}
              required
            />
            <TextField<DiscountFormValues>
              name={`amounts.${i}.amount`}
              label={`Amount off in ${currency}`}
              inputMode={digits === 0 ? 'numeric' : 'decimal'}
              autoComplete="off"
              hint={digits === 0 ? 'Whole units, no decimals.' : `Up to ${digits} decimals.`}
              required
            />
            <Button
              variant="ghost"
              size="sm"
              className="sm:mt-7"
              aria-label={`Remove the ${currency} amount`}
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
