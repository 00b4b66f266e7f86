import { toast } from 'sonner';
import { z } from 'zod';
import { packageLimitInputSchema, type PackageLimit } from '@afrinest/contract';
import { Form, FormError, SelectField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';
import { useActivePackages } from '@/features/admin-payments/api/get-active-packages';
import { useSetPackageLimit } from '@/features/admin-payments/api/set-package-limit';
import { PackageLimitFields } from '@/features/admin-payments/components/package-limit-fields';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';

const addLimitSchema = packageLimitInputSchema.extend({
  packageId: z.uuid({ error: 'Choose a package.' }),
});
type AddLimit = z.output<typeof addLimitSchema>;
type AddLimitValues = z.input<typeof addLimitSchema>;
const blank = { packageId: '', maxPurchases: 1, periodDays: 30 } satisfies AddLimitValues;

/** A limit for an active package that has none yet. */
export function AddPackageLimitForm({ limits }: { limits: readonly PackageLimit[] }) {
  const packages = useActivePackages();
  const set = useSetPackageLimit();
  const form = useZodForm(addLimitSchema, { defaultValues: blank });
  const limited = new Set(limits.map((l) => l.packageId));
  const free = packages.data?.data.filter((p) => !limited.has(p.id)) ?? [];

  const submit = async ({ packageId, ...input }: AddLimit) => {
    try {
      const saved = await set.mutateAsync({ packageId, input });
      toast.success(`${saved.packageName} is now limited.`);
      form.reset(blank);
    } catch (e) {
      showSubmitError(form, e, 'Could not add the limit.');
    }
  };

  if (packages.isSuccess && free.length === 0)
    return <p className="text-sm text-gray-700">Every active package has a limit.</p>;
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Add a package limit"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4"
    >
      <h3 className="text-base font-semibold text-gray-900">Add a limit</h3>
      <SelectField<AddLimitValues>
        name="packageId"
        label="Package"
        placeholder={packages.isPending ? 'Loading the packages…' : 'Choose a package'}
        options={free.map((p) => ({ value: p.id, label: p.name }))}
        value={form.watch('packageId')}
        required
      />
      <PackageLimitFields />
      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Add the limit
        </Button>
      </div>
    </Form>
  );
}
