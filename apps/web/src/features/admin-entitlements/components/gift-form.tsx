import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  CommerceErrorCode,
  giftInputSchema,
  type GiftInput,
  type OperationsResult,
} from '@afrinest/contract';
import { Form, FormError, TextareaField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useActivePackages } from '@/features/admin-entitlements/api/get-packages';
import { useItems } from '@/features/admin-entitlements/api/get-items';
import { useSendGift } from '@/features/admin-entitlements/api/send-gift';
import { AgenciesField } from '@/features/admin-entitlements/components/agencies-field';
import { ItemGrantFields } from '@/features/admin-entitlements/components/item-grant-fields';
import { KeyReusedNote } from '@/features/admin-entitlements/components/key-reused-note';
import { LoadError } from '@/features/admin-entitlements/components/load-error';
import { PackageSelect } from '@/features/admin-entitlements/components/package-select';
import { DEFAULT_VALIDITY_DAYS } from '@/features/admin-entitlements/components/validity-field';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';

type GiftType = GiftInput['gift']['type'];

const emptyGift = (type: GiftType): GiftInput['gift'] =>
  type === 'PACKAGE'
    ? { type, packageId: '' }
    : { type, itemId: '', quantity: Number.NaN, validityDays: DEFAULT_VALIDITY_DAYS };

export interface GiftFormProps {
  onDone(result: OperationsResult): void;
  onRestart(): void;
}

/** A whole package or one item, at no price, to one or several agencies; super agents are mailed. */
export function GiftForm({ onDone, onRestart }: GiftFormProps) {
  const items = useItems();
  const packages = useActivePackages();
  const send = useSendGift();
  const [keyReused, setKeyReused] = useState(false);
  const form = useZodForm(giftInputSchema, {
    defaultValues: {
      agencyIds: [],
      gift: emptyGift('PACKAGE'),
      reason: '',
      idempotencyKey: newIdempotencyKey(),
    },
  });
  const type = useWatch({ control: form.control, name: 'gift.type' });

  const submit = async (values: GiftInput) => {
    try {
      onDone(await send.mutateAsync(values));
    } catch (e) {
      setKeyReused(toApiError(e).code === CommerceErrorCode.IDEMPOTENCY_REUSED);
      showSubmitError(form, e, 'Could not send the gift. Try again.');
    }
  };

  const choose = (next: GiftType) => {
    if (next !== type) form.setValue('gift', emptyGift(next), { shouldDirty: true });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Gift a package or an item"
      className="flex flex-col gap-4"
    >
      <AgenciesField />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-900">The gift</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="gift-type"
              checked={type === 'PACKAGE'}
              onChange={() => choose('PACKAGE')}
              className="h-4 w-4 accent-emerald-700"
            />
            A whole package
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="gift-type"
              checked={type === 'ITEM'}
              onChange={() => choose('ITEM')}
              className="h-4 w-4 accent-emerald-700"
            />
            One item
          </label>
        </div>
      </fieldset>
      {type === 'PACKAGE' &&
        (packages.isError ? (
          <LoadError error={packages.error} onRetry={() => void packages.refetch()} />
        ) : (
          <PackageSelect name="gift.packageId" packages={packages.data?.data} />
        ))}
      {type === 'ITEM' &&
        (items.isError ? (
          <LoadError error={items.error} onRetry={() => void items.refetch()} />
        ) : (
          <ItemGrantFields items={items.data?.data} prefix="gift." />
        ))}
      <TextareaField
        name="reason"
        label="Reason"
        hint="Kept in the ledger and the audit log, and said in the mail to the super agents."
        rows={2}
        maxLength={500}
        required
      />
      <FormError />
      {keyReused && <KeyReusedNote onRestart={onRestart} />}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Send the gift
        </Button>
      </div>
    </Form>
  );
}
