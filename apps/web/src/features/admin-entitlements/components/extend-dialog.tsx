import { extendInputSchema, type ExtendInput, type Subscription } from '@afrinest/contract';
import { Form, FormError, TextareaField, TextField, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useExtendSubscription } from '@/features/admin-entitlements/api/extend-subscription';
import { formatDay } from '@/features/admin-entitlements/entitlement-labels';
import { showSubmitError } from '@/features/admin-entitlements/show-submit-error';
import { DEFAULT_VALIDITY_DAYS } from '@/features/admin-entitlements/components/validity-field';

export interface ExtendDialogProps {
  subscription: Subscription;
  onDone(saved: Subscription): void;
  onCancel(): void;
}

/** A period, and the grants it gave, lasts N more days; the reason goes to the ledger and audit. */
export function ExtendDialog({ subscription: s, onDone, onCancel }: ExtendDialogProps) {
  const extend = useExtendSubscription();
  const form = useZodForm(extendInputSchema, {
    defaultValues: { days: DEFAULT_VALIDITY_DAYS, reason: '' },
  });
  const submit = async (input: ExtendInput) => {
    try {
      onDone(await extend.mutateAsync({ id: s.id, input }));
    } catch (e) {
      showSubmitError(form, e, 'Could not extend the period.');
    }
  };
  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog
      title={`Extend ${s.agency.name}’s ${s.package.name}`}
      busy={busy}
      onClose={onCancel}
    >
      <p className="text-sm text-gray-700">
        The period ends {formatDay(s.endsAt)}. Its grants last as many days more.
      </p>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="Extend the period"
        className="flex flex-col gap-3"
      >
        <TextField<ExtendInput>
          name="days"
          type="number"
          label="Days to add"
          inputMode="numeric"
          min={1}
          step={1}
          required
        />
        <TextareaField<ExtendInput>
          name="reason"
          label="Reason"
          rows={2}
          maxLength={500}
          required
        />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Extend
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
