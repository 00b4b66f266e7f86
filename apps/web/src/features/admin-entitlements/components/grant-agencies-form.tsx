import { useState } from 'react';
import {
  agencyGrantInputSchema,
  CommerceErrorCode,
  type AgencyGrantInput,
  type OperationsResult,
} from '@afrinest/contract';
import { Form, FormError, TextareaField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useGiveToAgencies } from '@/features/admin-entitlements/api/give-to-agencies';
import { useItems } from '@/features/admin-entitlements/api/get-items';
import { AgenciesField } from '@/features/admin-entitlements/components/agencies-field';
import { ItemGrantFields } from '@/features/admin-entitlements/components/item-grant-fields';
import { DEFAULT_VALIDITY_DAYS } from '@/features/admin-entitlements/components/validity-field';
import { KeyReusedNote } from '@/features/admin-entitlements/components/key-reused-note';
import { LoadError } from '@/features/admin-entitlements/components/load-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';

export interface GrantAgenciesFormProps {
  onDone(result: OperationsResult): void;
  /** A fresh form with a new request key. */
  onRestart(): void;
}

/**
 * One item to one or several agencies. The request key is made as the form opens and kept
 * through retries, so a grant whose answer was lost is not given twice.
 */
export function GrantAgenciesForm({ onDone, onRestart }: GrantAgenciesFormProps) {
  const items = useItems();
  const give = useGiveToAgencies();
  const [keyReused, setKeyReused] = useState(false);
  const form = useZodForm(agencyGrantInputSchema, {
    defaultValues: {
      agencyIds: [],
      itemId: '',
      quantity: Number.NaN,
      validityDays: DEFAULT_VALIDITY_DAYS,
      reason: '',
      idempotencyKey: newIdempotencyKey(),
    },
  });

  const submit = async (values: AgencyGrantInput) => {
    try {
      onDone(await give.mutateAsync(values));
    } catch (e) {
      setKeyReused(toApiError(e).code === CommerceErrorCode.IDEMPOTENCY_REUSED);
      showSubmitError(form, e, 'Could not give the items. Try again.');
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Give items to agencies"
      className="flex flex-col gap-4"
    >
      <AgenciesField />
      {items.isError ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <ItemGrantFields items={items.data?.data} />
      )}
      <TextareaField
        name="reason"
        label="Reason"
        hint="Kept in the ledger and the audit log, e.g. “Launch offer for new agencies”."
        rows={2}
        maxLength={500}
        required
      />
      <FormError />
      {keyReused && <KeyReusedNote onRestart={onRestart} />}
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Give the items
        </Button>
      </div>
    </Form>
  );
}
