import { useState } from 'react';
import { toast } from 'sonner';
import {
  paymentRequestInputSchema,
  type PaymentRequest,
  type PaymentRequestInput,
} from '@afrinest/contract';
import { Form, FormError, TextareaField, TextField, useZodForm } from '@/components/form';
import { Alert, Button, ModalDialog } from '@/components/ui';
import { useCreatePaymentRequest } from '@/features/admin-payments/api/create-payment-request';
import { AgencyField } from '@/features/admin-payments/components/agency-field';
import { PackageChoice } from '@/features/admin-payments/components/package-choice';
import { PayLink } from '@/features/admin-payments/components/pay-link';
import { PriceFields } from '@/features/admin-payments/components/price-fields';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';

/** Two weeks from today, as a local YYYY-MM-DD: the usual time given to pay. */
const inTwoWeeks = () => {
  const d = new Date();
  d.setDate(d.getDate() + 14);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const blank = (): PaymentRequestInput => ({
  agencyId: '',
  description: '',
  price: { currency: 'UGX', amount: '' },
  dueDate: inTwoWeeks(),
  packageId: null,
});

/**
 * "New payment request": the agency, what it is for, the amount and due date, checked as typed
 * with the contract's paymentRequestInputSchema. Once sent, its pay link is shown to copy.
 */
export function NewPaymentRequestDialog({ onClose }: { onClose(): void }) {
  const create = useCreatePaymentRequest();
  const form = useZodForm(paymentRequestInputSchema, { defaultValues: blank() });
  const [created, setCreated] = useState<PaymentRequest>();

  const submit = async (input: PaymentRequestInput) => {
    try {
      const saved = await create.mutateAsync(input);
      toast.success(`Payment request sent to ${saved.agency.name}’s super agents.`);
      setCreated(saved);
    } catch (e) {
      showSubmitError(form, e, 'Could not create the payment request.');
    }
  };

  if (created)
    return (
      <ModalDialog title="Payment request sent" busy={false} onClose={onClose}>
        <Alert variant="success">
          {created.agency.name}’s super agents were mailed. They can also pay on this page:
        </Alert>
        <PayLink url={created.payUrl} agencyName={created.agency.name} />
        <div className="flex justify-end">
          <Button onClick={onClose}>Done</Button>
        </div>
      </ModalDialog>
    );

  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog title="New payment request" busy={busy} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="New payment request"
        className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto"
      >
        <AgencyField name="agencyId" />
        <PackageChoice />
        <TextareaField<PaymentRequestInput>
          name="description"
          label="What it is for"
          hint="The agency reads this on the pay page and the invoice."
          rows={2}
          maxLength={300}
          required
        />
        <PriceFields name="price" label="Amount" />
        <TextField<PaymentRequestInput> name="dueDate" label="Due date" type="date" required />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Send the request
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
