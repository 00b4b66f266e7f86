import { allocationInputSchema, type AllocationInput, type ItemRef } from '@afrinest/contract';
import { Form, FormError, SaveButton, TextField, useZodForm } from '@/components/form';
import { toApiError } from '@/lib/api-client';
import { formatQuantity } from '@/features/products/lib/format-quantity';
import { BYTES_PER_MB, isBytesItem as isBytes } from '@/lib/format-bytes';

const schema = allocationInputSchema.pick({ quantity: true });
type Values = { quantity: number };

export interface AllocationFormProps {
  agent: { id: string; name: string };
  item: ItemRef;
  allocated: number;
  used: number;
  /** What the agency has left of the item, for the hint. */
  agencyLeft: number;
  /** Sends the allocation; a refusal (402, 400) is thrown and shown here. */
  save(input: AllocationInput): Promise<void>;
}

/**
 * How much of one item one agent holds. Photo storage is typed in MB and sent in bytes; the
 * agency's pool is checked by the API (402 NOT_ENOUGH_TO_ALLOCATE shows its message here).
 */
export function AllocationForm({
  agent,
  item,
  allocated,
  used,
  agencyLeft,
  save,
}: AllocationFormProps) {
  const inMb = isBytes(item);
  const form = useZodForm(schema, {
    defaultValues: { quantity: inMb ? Math.round(allocated / BYTES_PER_MB) : allocated },
  });

  const submit = async ({ quantity }: Values) => {
    try {
      await save({
        agentId: agent.id,
        itemId: item.id,
        quantity: inMb ? quantity * BYTES_PER_MB : quantity,
      });
      form.reset({ quantity });
    } catch (e) {
      const error = toApiError(e);
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (error.status === 400 && fields?.quantity?.[0])
        form.setError('quantity', { message: fields.quantity[0] });
      else form.setError('root', { message: error.message });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label={`${item.name} for ${agent.name}`}
      className="flex flex-col gap-2 rounded-md border border-gray-200 p-3"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-40">
          <TextField<Values>
            name="quantity"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            label={inMb ? `${item.name} (MB)` : item.name}
          />
        </div>
        <SaveButton>Save</SaveButton>
      </div>
      <p className="text-xs text-gray-700">
        {agent.name} has used {formatQuantity(item, used)}. The agency has{' '}
        {formatQuantity(item, agencyLeft)} left.
      </p>
      <FormError />
    </Form>
  );
}
