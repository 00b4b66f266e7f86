import { toast } from 'sonner';
import type { z } from 'zod';
import {
  packageInputSchema,
  packageVisibilitySchema,
  type Package,
  type PackageInput,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { Button, ModalDialog } from '@/components/ui';
import { useCreatePackage } from '@/features/admin-catalogue/api/create-package';
import { showApiErrors } from '@/features/admin-catalogue/components/api-errors';
import { ValidityField } from '@/features/admin-catalogue/components/validity-field';
import { visibilityLabels } from '@/features/admin-catalogue/catalogue-labels';

type PackageValues = z.input<typeof packageInputSchema>;

const visibilityOptions = packageVisibilitySchema.options.map((v) => ({
  value: v,
  label: visibilityLabels[v],
}));
// Private until its items and prices are set: nobody sees a half-made package on /pricing.
const blank: PackageInput = {
  code: '',
  name: '',
  description: '',
  validityDays: 30,
  visibility: 'PRIVATE',
  position: 100,
  status: 'ACTIVE',
  items: [],
  prices: [],
};

export interface NewPackageDialogProps {
  onClose(): void;
  /** Called with the new package once saved (the dialog closes itself). */
  onCreated?(pkg: Package): void;
}

/**
 * "New package": its name, code, validity, visibility and order, checked as typed with the
 * contract's packageInputSchema. Items and prices are set on the two package screens.
 */
export function NewPackageDialog({ onClose, onCreated }: NewPackageDialogProps) {
  const create = useCreatePackage();
  const form = useZodForm(packageInputSchema, { defaultValues: blank });

  const submit = async (input: PackageInput) => {
    try {
      const created = await create.mutateAsync(input);
      toast.success(`“${created.name}” added. Now give it its items and prices.`);
      onClose();
      onCreated?.(created);
    } catch (e) {
      showApiErrors(form, e, 'Could not add the package.');
    }
  };

  return (
    <ModalDialog title="New package" busy={create.isPending} onClose={onClose}>
      <Form
        form={form}
        onSubmit={submit}
        aria-label="New package"
        className="flex max-h-[70vh] flex-col gap-4 overflow-y-auto"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField<PackageValues> name="name" label="Name" autoComplete="off" required />
          <TextField<PackageValues>
            name="code"
            label="Code"
            hint="e.g. PRO_MONTHLY"
            autoComplete="off"
            spellCheck={false}
            required
          />
        </div>
        <TextareaField<PackageValues>
          name="description"
          label="Description"
          hint="Shown on its pricing card."
          rows={3}
          maxLength={2000}
        />
        <ValidityField />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField<PackageValues>
            name="visibility"
            label="Visibility"
            options={visibilityOptions}
            value={form.watch('visibility')}
            required
          />
          <TextField<PackageValues>
            name="position"
            label="Order"
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000}
            hint="Smallest first on /pricing."
            required
          />
        </div>
        <FormError />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={create.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Add the package
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
