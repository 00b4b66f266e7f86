import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { priceFromMinor, type Package, type PaymentRequestInput } from '@afrinest/contract';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { useActivePackages } from '@/features/admin-payments/api/get-active-packages';

/**
 * The package a payment request grants when paid, or none (a custom deal). Choosing one fills
 * the description and its price in the chosen currency when they are still empty.
 */
export function PackageChoice() {
  const id = useId();
  const packages = useActivePackages();
  const form = useFormContext<PaymentRequestInput>();
  const {
    field: { ref, onBlur, onChange, value: current },
    fieldState,
  } = useController({ control: form.control, name: 'packageId' });

  const choose = (pkg: Package | undefined) => {
    onChange(pkg?.id ?? null);
    if (!pkg) return;
    const { description, price } = form.getValues();
    if (!description.trim()) form.setValue('description', pkg.name, { shouldValidate: true });
    const listed = pkg.prices.find((p) => p.currency === price.currency);
    if (!price.amount.trim() && listed)
      form.setValue('price.amount', priceFromMinor(listed.amountMinor, listed.currency), {
        shouldValidate: true,
      });
  };

  return (
    <FieldShell
      id={id}
      label="Package it grants"
      hint="None for a payment for something else; a package is credited once paid."
      hintId={`${id}-hint`}
      error={
        fieldState.error?.message ?? (packages.isError ? 'Could not load the packages.' : undefined)
      }
      errorId={`${id}-error`}
    >
      <select
        id={id}
        ref={ref}
        value={current ?? ''}
        onBlur={onBlur}
        onChange={(e) => choose(packages.data?.data.find((p) => p.id === e.target.value))}
        aria-describedby={`${id}-hint`}
        className={inputClass}
      >
        <option value="">None (a custom payment)</option>
        {packages.data?.data.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
            {p.visibility === 'PRIVATE' ? ' (private)' : ''}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
