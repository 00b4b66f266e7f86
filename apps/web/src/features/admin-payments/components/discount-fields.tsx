import { useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, CurrencyAmountsField, SelectField, TextField } from '@/components/form';
import { DateTimeField } from '@/features/admin-payments/components/date-time-field';
import { DiscountPackagesField } from '@/features/admin-payments/components/discount-packages-field';
import type { DiscountFormValues } from '@/features/admin-payments/discount-form-values';

const Text = TextField<DiscountFormValues>;
const kindOptions = [
  { value: 'PERCENT', label: 'A percentage off' },
  { value: 'FIXED', label: 'A fixed amount off' },
];

/** Every field of a discount code; the kind shows either the percentage or the amounts. */
export function DiscountFields() {
  const { control } = useFormContext<DiscountFormValues>();
  const kind = useWatch({ control, name: 'kind' });
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Text
          name="code"
          label="Code"
          hint="What buyers type, e.g. LAUNCH20."
          autoComplete="off"
          spellCheck={false}
          required
        />
        <Text name="description" label="Description" hint="Shown in the order summary." required />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField<DiscountFormValues>
          name="kind"
          label="Kind"
          options={kindOptions}
          value={kind}
          required
        />
        {kind === 'PERCENT' && (
          <Text
            name="percent"
            label="Percentage off"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
          />
        )}
      </div>
      {kind === 'FIXED' && (
        <CurrencyAmountsField<DiscountFormValues>
          name="amounts"
          legend="Amount off"
          description="One amount per currency, in its own units. A purchase in a currency not listed gets no discount."
          amountLabel="Amount off"
          rowName="amount"
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <DateTimeField name="validFrom" label="Valid from" hint="Empty: from now on." />
        <DateTimeField name="validUntil" label="Valid until" hint="Empty: it does not end." />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Text
          name="maxRedemptions"
          label="Uses in all"
          type="number"
          inputMode="numeric"
          min={1}
          hint="By every agency together. Empty: no cap."
        />
        <Text
          name="maxPerAgency"
          label="Uses per agency"
          type="number"
          inputMode="numeric"
          min={1}
          hint="Empty: no cap."
        />
      </div>
      <DiscountPackagesField />
      <CheckboxField<DiscountFormValues>
        name="active"
        label="Active"
        hint="An inactive code is refused at checkout."
      />
    </>
  );
}
