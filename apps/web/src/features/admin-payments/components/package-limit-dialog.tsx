import { toast } from 'sonner';
import { packageLimitInputSchema, type PackageLimit } from '@afrinest/contract';
import { Form, FormError, useZodForm } from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import {
  useSetPackageLimit,
  type PackageLimitInput,
} from '@/features/admin-payments/api/set-package-limit';
import { PackageLimitFields } from '@/features/admin-payments/components/package-limit-fields';
import { showSubmitError } from '@/features/admin-payments/show-submit-error';

export interface PackageLimitDialogProps {
  limit: PackageLimit;
  onClose(): void;
}

/** Changes a package's limit, checked as typed with the contract's packageLimitInputSchema. */
export function PackageLimitDialog({ limit, onClose }: PackageLimitDialogProps) {
  const set = useSetPackageLimit();
  const form = useZodForm(packageLimitInputSchema, {
    defaultValues: { maxPurchases: limit.maxPurchases, periodDays: limit.periodDays },
  });
  const submit = async (input: PackageLimitInput) => {
    try {
      const saved = await set.mutateAsync({ packageId: limit.packageId, input });
      toast.success(
        `${saved.packageName}: at most ${saved.maxPurchases} in ${saved.periodDays} days per agency.`,
      );
      onClose();
    } catch (e) {
      showSubmitError(form, e, 'Could not save the limit.');
    }
  };
  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog title={`Limit for ${limit.packageName}`} busy={busy} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label={`Limit for ${limit.packageName}`}
        className="flex flex-col gap-4"
      >
        <PackageLimitFields />
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Save the limit
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
