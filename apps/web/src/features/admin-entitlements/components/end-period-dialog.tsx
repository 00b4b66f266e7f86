import { reverseInputSchema, type Subscription } from '@afrinest/contract';
import { Form, FormError, TextareaField, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useEndSubscription } from '@/features/admin-entitlements/api/end-subscription';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';

export interface EndPeriodDialogProps {
  subscription: Subscription;
  onDone(saved: Subscription): void;
  onCancel(): void;
}

/**
 * Asks before a period ends now (a custom deal stopped): its grants end with it, and listings
 * over the slots left become inactive, kept, with a notice to the agency.
 */
export function EndPeriodDialog({ subscription, onDone, onCancel }: EndPeriodDialogProps) {
  const end = useEndSubscription();
  const form = useZodForm(reverseInputSchema, { defaultValues: { reason: '' } });
  const submit = async ({ reason }: { reason: string }) => {
    try {
      onDone(await end.mutateAsync({ id: subscription.id, reason }));
    } catch (e) {
      showSubmitError(form, e, 'Could not end the period.');
    }
  };
  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog
      title={`End ${subscription.package.name} for ${subscription.agency.name} now?`}
      busy={busy}
      onClose={onCancel}
    >
      <p className="text-sm text-gray-700">
        What its grants still hold ends now. If the agency then has more active listings than
        listing slots, the newest over the ceiling become inactive (kept, never deleted) and its
        agents are told. The ledger keeps your reason.
      </p>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="End the period"
        className="flex flex-col gap-3"
      >
        <TextareaField
          name="reason"
          label="Reason for ending it"
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
            End period now
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
