import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { adjustInputSchema, type AdjustInput, type ItemRef } from '@afrinest/contract';
import { Form, FormError, TextareaField, useZodForm } from '@/components/form';
import { Alert, Button, Card } from '@/components/ui';
import { useAdjustBalance } from '@/features/admin-entitlements/api/adjust-balance';
import { ItemSelect } from '@/features/admin-entitlements/components/item-select';
import { QuantityField } from '@/features/admin-entitlements/components/quantity-field';
import { formatDelta } from '@/features/admin-entitlements/entitlement-labels';
import { isBytesItem } from '@/lib/format-bytes';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';

const modeOf = (item: ItemRef | undefined) => (item && isBytesItem(item) ? 'bytes' : 'units');

interface AdjustFormProps {
  agencyId: string;
  items: readonly ItemRef[];
  onDone(message: string): void;
}

/** One adjustment: its own request key, made as the form opens and kept through retries. */
function AdjustForm({ agencyId, items, onDone }: AdjustFormProps) {
  const adjust = useAdjustBalance();
  const form = useZodForm(adjustInputSchema, {
    defaultValues: {
      itemId: '',
      delta: Number.NaN,
      reason: '',
      idempotencyKey: newIdempotencyKey(),
    },
  });
  const itemId = useWatch({ control: form.control, name: 'itemId' });
  const item = items.find((i) => i.id === itemId);
  const mode = modeOf(item);

  const submit = async (input: AdjustInput) => {
    try {
      const op = await adjust.mutateAsync({ agencyId, input });
      const lines = op.postings.map((p) => `${p.item.name} ${formatDelta(p.item, p.delta)}`);
      onDone(`Balance adjusted: ${lines.join('; ') || 'nothing changed'}.`);
    } catch (e) {
      showSubmitError(form, e, 'Could not adjust the balance.');
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Adjust a balance"
      className="flex flex-col gap-4"
    >
      <ItemSelect
        name="itemId"
        items={items}
        onItemChange={(next) => {
          if (modeOf(next) !== mode)
            form.setValue('delta', Number.NaN, { shouldValidate: form.formState.isSubmitted });
        }}
      />
      <QuantityField key={mode} name="delta" mode={mode} unit={item?.unit} label="Change" signed />
      <TextareaField<AdjustInput> name="reason" label="Reason" rows={2} maxLength={500} required />
      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Adjust the balance
        </Button>
      </div>
    </Form>
  );
}

/** Adds to or takes from the agency's pool of one item, with a reason the ledger keeps. */
export function AdjustBalanceTool({
  agencyId,
  items,
}: {
  agencyId: string;
  items: readonly ItemRef[];
}) {
  const [done, setDone] = useState<string>();
  const [round, setRound] = useState(0);
  return (
    <Card title="Adjust a balance">
      {done ? (
        <Alert
          variant="success"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setDone(undefined);
                setRound((r) => r + 1);
              }}
            >
              Another adjustment
            </Button>
          }
        >
          {done}
        </Alert>
      ) : (
        <AdjustForm key={round} agencyId={agencyId} items={items} onDone={setDone} />
      )}
    </Card>
  );
}
