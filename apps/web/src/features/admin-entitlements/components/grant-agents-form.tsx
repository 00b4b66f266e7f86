import { useState } from 'react';
import {
  agentGrantInputSchema,
  CommerceErrorCode,
  isAllocatable,
  type AgentGrantInput,
  type OperationsResult,
} from '@afrinest/contract';
import { Form, FormError, TextareaField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useGiveToAgents } from '@/features/admin-entitlements/api/give-to-agents';
import { useItems } from '@/features/admin-entitlements/api/get-items';
import { AgentsField } from '@/features/admin-entitlements/components/agents-field';
import { ItemGrantFields } from '@/features/admin-entitlements/components/item-grant-fields';
import { DEFAULT_VALIDITY_DAYS } from '@/features/admin-entitlements/components/validity-field';
import { KeyReusedNote } from '@/features/admin-entitlements/components/key-reused-note';
import { LoadError } from '@/features/admin-entitlements/components/load-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';

export interface GrantAgentsFormProps {
  onDone(result: OperationsResult): void;
  onRestart(): void;
}

/** One item into each chosen agent's own bucket; the request key is kept through retries. */
export function GrantAgentsForm({ onDone, onRestart }: GrantAgentsFormProps) {
  const items = useItems();
  const give = useGiveToAgents();
  const [keyReused, setKeyReused] = useState(false);
  const form = useZodForm(agentGrantInputSchema, {
    defaultValues: {
      agentIds: [],
      itemId: '',
      quantity: Number.NaN,
      validityDays: DEFAULT_VALIDITY_DAYS,
      reason: '',
      idempotencyKey: newIdempotencyKey(),
    },
  });

  const submit = async (values: AgentGrantInput) => {
    try {
      onDone(await give.mutateAsync(values));
    } catch (e) {
      setKeyReused(toApiError(e).code === CommerceErrorCode.IDEMPOTENCY_REUSED);
      showSubmitError(form, e, 'Could not give the items. Try again.');
    }
  };

  // Seats, photo space and features belong to the agency as a whole: only what an agent can hold is offered.
  const allocatable = items.data?.data.filter(isAllocatable);
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Give items to agents"
      className="flex flex-col gap-4"
    >
      <AgentsField />
      {items.isError ? (
        <LoadError error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <ItemGrantFields items={allocatable} />
      )}
      <TextareaField
        name="reason"
        label="Reason"
        hint="Kept in the ledger and the audit log, e.g. “Top seller in November”."
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
