import { toast } from 'sonner';
import { billingSettingsSchema, type BillingSettings } from '@afrinest/contract';
import {
  Form,
  FormError,
  SaveButton,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { Alert } from '@/components/ui';
import { useUpdateBillingSettings } from '@/features/admin-payments/api/update-billing-settings';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';

type Values = BillingSettings;
const Text = TextField<Values>;

/**
 * VAT, the seller printed on invoices and the bank transfer instructions, checked as typed with
 * the contract's billingSettingsSchema. Empty instructions turn bank transfer off at checkout.
 */
export function BillingSettingsForm({ settings }: { settings: BillingSettings }) {
  const update = useUpdateBillingSettings();
  const form = useZodForm(billingSettingsSchema, { defaultValues: settings });
  const instructions = form.watch('bankTransferInstructions');

  const submit = async (input: BillingSettings) => {
    try {
      const saved = await update.mutateAsync(input);
      toast.success('Billing settings saved: new invoices use them.');
      form.reset(saved);
    } catch (e) {
      showSubmitError(form, e, 'Could not save the billing settings.');
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Billing settings"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <Text
          name="vatPercent"
          label="VAT (%)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min={0}
          max={50}
          hint="Added to prices at checkout."
          required
        />
        <Text name="sellerName" label="Seller name" autoComplete="organization" required />
      </div>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <TextareaField<Values>
          name="sellerAddress"
          label="Seller address"
          rows={2}
          maxLength={300}
        />
        <Text name="sellerTin" label="Tax Identification Number (TIN)" autoComplete="off" />
      </div>
      <TextareaField<Values>
        name="bankTransferInstructions"
        label="Bank transfer instructions"
        hint="Bank, account name and number, branch. Payers see them with the payment’s reference."
        rows={4}
        maxLength={1000}
      />
      {!instructions?.trim() && (
        <Alert variant="warning">
          Without instructions, bank transfer is not offered at checkout.
        </Alert>
      )}
      <FormError />
      <SaveButton>Save the billing settings</SaveButton>
    </Form>
  );
}
