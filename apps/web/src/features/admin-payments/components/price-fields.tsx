import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CURRENCIES, minorDigitsOf, type Currency } from '@afrinest/contract';
import { SelectField, TextField } from '@/components/form';

export interface PriceFieldsProps {
  /** Where the {currency, amount} pair sits in the form: "price", "ceiling". */
  name: string;
  label: string;
  /** The currency cannot change (editing an existing ceiling). */
  currencyLocked?: boolean;
}

/**
 * An amount typed in major units ("150000", "49.99") with its currency, checked as typed by the
 * contract's priceInputSchema: UGX has no decimals, USD two.
 */
export function PriceFields({ name, label, currencyLocked = false }: PriceFieldsProps) {
  const { control, trigger, getValues } = useFormContext();
  const currency = useWatch({ control, name: `${name}.currency` }) as Currency;
  const digits = minorDigitsOf(currency);
  // Another currency allows other decimals: the amount already typed is checked again.
  useEffect(() => {
    if (getValues(`${name}.amount`)) void trigger(`${name}.amount`);
  }, [currency, name, trigger, getValues]);

  return (
    <div className="grid items-start gap-3 sm:grid-cols-[8rem_1fr]">
      {currencyLocked ? (
        // Shown, not a disabled select: a disabled field would leave the form's value out.
        <p className="text-sm text-gray-900 sm:pt-7">
          Currency: <strong>{currency}</strong>
        </p>
      ) : (
        <SelectField
          name={`${name}.currency`}
          label="Currency"
          options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          value={currency}
          required
        />
      )}
      <TextField
        name={`${name}.amount`}
        label={`${label} in ${currency}`}
        inputMode={digits === 0 ? 'numeric' : 'decimal'}
        autoComplete="off"
        hint={digits === 0 ? 'Whole units, no decimals.' : `Up to ${digits} decimals.`}
        required
      />
    </div>
  );
}
