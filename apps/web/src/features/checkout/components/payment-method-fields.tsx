import { useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_METHOD_LABELS, type PaymentOptions } from '@afrinest/contract';
import { PhoneField } from '@/components/form';
import { RadioCards } from '@/features/checkout/components/radio-cards';
import type { CheckoutFormValues } from '@/features/checkout/lib/checkout-resolver';

/**
 * How to pay: the provider (with the methods it takes), then one of its methods, then the mobile
 * money number when that is the method. A new provider keeps the method only if it takes it.
 */
export function PaymentMethodFields({ providers }: { providers: PaymentOptions['providers'] }) {
  const { control, setValue, getValues } = useFormContext<CheckoutFormValues>();
  const provider = useWatch({ control, name: 'provider' });
  const method = useWatch({ control, name: 'method' });
  const methods = providers.find((p) => p.name === provider)?.methods ?? [];
  const methodsOf = (name: string) => providers.find((p) => p.name === name)?.methods ?? [];

  const pickProvider = (name: string) => {
    const offered = methodsOf(name);
    const current = getValues('method');
    if (current && offered.includes(current)) return;
    setValue('method', offered.length === 1 ? offered[0] : undefined);
  };

  return (
    <>
      <RadioCards<CheckoutFormValues>
        name="provider"
        legend="Pay with"
        options={providers.map((p) => ({
          value: p.name,
          label: p.label,
          detail: p.methods.map((m) => PAYMENT_METHOD_LABELS[m]).join(' · '),
        }))}
        onPick={pickProvider}
      />
      {methods.length > 1 && (
        <RadioCards<CheckoutFormValues>
          name="method"
          legend="Method"
          options={methods.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
        />
      )}
      {method === 'MOBILE_MONEY' && (
        <PhoneField<CheckoutFormValues>
          name="phone"
          label="Mobile money number"
          hint="The payment prompt goes to this phone."
          required
        />
      )}
    </>
  );
}
