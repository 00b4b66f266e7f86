import { reverseInputSchema, type Lot } from '@afrinest/contract';
import { Form, FormError, TextareaField, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useReverseGrant } from '@/features/admin-entitlements/api/reverse-grant';
import { formatQuantity } from '@/features/admin-entitlements/entitlement-labels';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';

export interface ReverseDialogProps {
  lot: Lot;
  onDone(): void;
  onCancel(): void;
}

/**
 * Asks before a grant is reversed, with the reason the ledger keeps; what is still unused of it
 * goes back, what was used stays used. A refusal (409 NOT_REVERSIBLE) is said in the dialog.
 */
export function ReverseDialog({ lot, onDone, onCancel }: ReverseDialogProps) {
  const reverse = useReverseGrant();
  const form = useZodForm(reverseInputSchema, { defaultValues: { reason: '' } });
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await reverse.mutateAsync({ operationId: lot.operationId, reason });
      onDone();
    } catch (e) {
      showSubmitError(form, e, 'Could not reverse the grant.');
    }
  };
  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog title={`Reverse this grant of ${lot.item.name}?`} busy={busy} onClose={onCancel}>
      <p className="text-sm text-gray-700">
        {formatQuantity(lot.item, lot.remaining)} of the {formatQuantity(lot.item, lot.granted)}{' '}
        granted is still unused and will be taken back
        {lot.agent ? ` from ${lot.agent.name}` : ''}. What was used stays used. The reversal is
        recorded in the ledger with your reason.
      </p>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="Reverse the grant"
        className="flex flex-col gap-3"
      >
        <TextareaField
          name="reason"
          label="Reason for the reversal"
          rows={2}
          maxLength={500}
          required
        />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={busy}>
            Reverse grant
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
