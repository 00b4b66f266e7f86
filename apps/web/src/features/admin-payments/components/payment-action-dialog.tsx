import { toast } from 'sonner';
import { z } from 'zod';
import type { AdminPayment } from '@afrinest/contract';
import { Form, FormError, TextareaField, TextField, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import { actionField, type PaymentAction } from '@/features/admin-payments/payment-actions';
import { providerLabels } from '@/features/admin-payments/payment-labels';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';
import { usePaymentAction } from '@/features/admin-payments/use-payment-action';

export interface PaymentActionDialogProps {
  action: PaymentAction;
  payment: AdminPayment;
  onClose(): void;
}

interface Wording {
  title: string;
  explain: string;
  label: string;
  confirm: string;
  done: string;
}

/** What each action says before it runs and once it has. */
function wordingOf(action: PaymentAction, p: AdminPayment, total: string): Wording {
  const ref = p.reference;
  switch (action) {
    case 'markReceived':
      return {
        title: `Mark ${ref} as received?`,
        explain: `Check that ${total} with the reference ${ref} reached the account. ${p.agency.name} is credited at once and its invoice is issued.`,
        label: 'The bank’s reference for the transfer',
        confirm: 'Mark received',
        done: `${ref} marked received: ${p.agency.name} is credited.`,
      };
    case 'release':
      return {
        title: `Release ${ref}?`,
        explain: `It is held: ${p.heldReason ?? ''} Releasing accepts it as it is: the payment succeeds and ${p.agency.name} is credited.`,
        label: 'Reason for releasing it',
        confirm: 'Release',
        done: `${ref} released: ${p.agency.name} is credited.`,
      };
    case 'cancel':
      return {
        title: `Cancel ${ref}?`,
        explain: `The payment of ${total} ends unpaid. Should the provider confirm it later, it is held for an admin.`,
        label: 'Reason for cancelling it',
        confirm: 'Cancel the payment',
        done: `${ref} cancelled.`,
      };
    case 'refund':
      return {
        title: `Refund ${ref}?`,
        explain:
          `A credit note is issued for ${total}, and what is still unused of what the payment credited is taken back from ${p.agency.name}; what was used stays used.` +
          (p.provider === 'bank_transfer'
            ? ' The money itself goes back by bank transfer, from your bank.'
            : ` The money goes back through ${providerLabels[p.provider]} where it takes refunds.`),
        label: 'Reason for the refund',
        confirm: 'Refund',
        done: `${ref} refunded: a credit note is issued.`,
      };
  }
}

/**
 * Asks for the one thing an action needs (the bank's reference, or a reason the payment keeps),
 * checked as typed by the contract's rule, then sends it; the lists refresh on success.
 */
export function PaymentActionDialog({ action, payment, onClose }: PaymentActionDialogProps) {
  const { money } = useFormat();
  const send = usePaymentAction(action);
  const field = actionField[action];
  const form = useZodForm(z.object({ value: field.rule }), { defaultValues: { value: '' } });
  const total = money({ amountMinor: payment.totalMinor, currency: payment.currency });
  const words = wordingOf(action, payment, total);

  const submit = async ({ value }: { value: string }) => {
    try {
      await send(payment.id, value);
      toast.success(words.done);
      onClose();
    } catch (e) {
      showSubmitError(form, e, 'The action was refused. Try again.');
    }
  };
  const busy = form.formState.isSubmitting;
  const danger = action === 'cancel' || action === 'refund';
  return (
    <ModalDialog title={words.title} busy={busy} onClose={onClose}>
      <p className="text-sm text-gray-700">{words.explain}</p>
      <Form form={form} onSubmit={submit} aria-label={words.title} className="flex flex-col gap-3">
        {field.name === 'bankReference' ? (
          <TextField name="value" label={words.label} autoComplete="off" maxLength={100} required />
        ) : (
          <TextareaField name="value" label={words.label} rows={2} maxLength={500} required />
        )}
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Keep it as it is
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {words.confirm}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
