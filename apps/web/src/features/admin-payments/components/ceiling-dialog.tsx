import { toast } from 'sonner';
import {
  priceFromMinor,
  spendCeilingInputSchema,
  type PriceInput,
  type SpendCeiling,
} from '@afrinest/contract';
import { Form, FormError, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useSetSpendCeiling } from '@/features/admin-payments/api/set-spend-ceiling';
import { PriceFields } from '@/features/admin-payments/components/price-fields';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';

export interface CeilingDialogProps {
  ceiling: SpendCeiling;
  onClose(): void;
}

/** Changes an agency's monthly ceiling in one currency (the currency stays). */
export function CeilingDialog({ ceiling, onClose }: CeilingDialogProps) {
  const set = useSetSpendCeiling();
  const form = useZodForm(spendCeilingInputSchema, {
    defaultValues: {
      ceiling: {
        currency: ceiling.currency,
        amount: priceFromMinor(ceiling.ceilingMinor, ceiling.currency),
      },
    },
  });
  const submit = async (input: { ceiling: PriceInput }) => {
    try {
      await set.mutateAsync({ agencyId: ceiling.agencyId, ceiling: input.ceiling });
      toast.success(`${ceiling.agencyName}’s ${ceiling.currency} ceiling saved.`);
      onClose();
    } catch (e) {
      showSubmitError(form, e, 'Could not save the ceiling.');
    }
  };
  const title = `${ceiling.agencyName}: ${ceiling.currency} ceiling`;
  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog title={title} busy={busy} onClose={onClose}>
      <Form form={form} onSubmit={submit} aria-label={title} className="flex flex-col gap-4">
        <PriceFields name="ceiling" label="Monthly ceiling" currencyLocked />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save the ceiling
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
