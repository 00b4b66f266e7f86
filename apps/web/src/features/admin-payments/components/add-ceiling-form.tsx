import { toast } from 'sonner';
import { z } from 'zod';
import { spendCeilingInputSchema } from '@afrinest/contract';
import { Form, FormError, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { useSetSpendCeiling } from '@/features/admin-payments/api/set-spend-ceiling';
import { AgencyField } from '@/features/admin-payments/components/agency-field';
import { PriceFields } from '@/features/admin-payments/components/price-fields';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';

const addCeilingSchema = spendCeilingInputSchema.extend({
  agencyId: z.uuid({ error: 'Choose an agency.' }),
});
type AddCeiling = z.output<typeof addCeilingSchema>;
const blank = { agencyId: '', ceiling: { currency: 'UGX', amount: '' } } satisfies z.input<
  typeof addCeilingSchema
>;

/** A monthly ceiling for an agency in a currency (one that exists is replaced). */
export function AddCeilingForm() {
  const set = useSetSpendCeiling();
  const form = useZodForm(addCeilingSchema, { defaultValues: blank });
  const submit = async ({ agencyId, ceiling }: AddCeiling) => {
    try {
      const saved = await set.mutateAsync({ agencyId, ceiling });
      toast.success(`${saved.agencyName} may spend at most this in ${saved.currency} a month.`);
      form.reset(blank);
    } catch (e) {
      showSubmitError(form, e, 'Could not add the ceiling.');
    }
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Add a spending ceiling"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4"
    >
      <h3 className="text-base font-semibold text-gray-900">Add a ceiling</h3>
      <AgencyField name="agencyId" />
      <PriceFields name="ceiling" label="Monthly ceiling" />
      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Add the ceiling
        </Button>
      </div>
    </Form>
  );
}
