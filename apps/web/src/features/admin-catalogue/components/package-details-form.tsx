import { useState } from 'react';
import { toast } from 'sonner';
import {
  CommerceMessages,
  packageUpdateSchema,
  packageVisibilitySchema,
  type Package,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  SaveButton,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { Alert } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useUpdatePackage } from '@/features/admin-catalogue/api/update-package';
import { visibilityLabels } from '@/features/admin-catalogue/catalogue-labels';
import { isStaleVersion, showApiErrors } from '@/features/admin-catalogue/components/api-errors';
import { ArchiveCheckbox } from '@/features/admin-catalogue/components/archive-checkbox';
import { PricesField } from '@/features/admin-catalogue/components/prices-field';
import { PricingCardPreview } from '@/features/admin-catalogue/components/pricing-card-preview';
import { StaleVersionAlert } from '@/features/admin-catalogue/components/stale-version-alert';
import { ValidityField } from '@/features/admin-catalogue/components/validity-field';
import {
  detailsOf,
  detailsSchema,
  type Details,
  type DetailsValues,
} from '@/features/admin-catalogue/details-schema';
import { packageToUpdate } from '@/features/admin-catalogue/package-to-input';

const visibilityOptions = packageVisibilitySchema.options.map((v) => ({
  value: v,
  label: visibilityLabels[v],
}));
const Text = TextField<DetailsValues>;

export interface PackageDetailsFormProps {
  /** The package as first read: its version and its items (changed on the other screen). */
  pkg: Package;
  reload(): Promise<Package | undefined>;
}

/**
 * A package's name, description, validity, visibility, order, archive and prices, with a live
 * preview of its pricing card. Save sends the whole package back with the version it was read
 * at. The FREE package stays active, private and open-ended: those controls are disabled.
 */
export function PackageDetailsForm({ pkg, reload }: PackageDetailsFormProps) {
  const update = useUpdatePackage();
  // Pinned: a background refetch must not quietly move the version under the admin's edits.
  const [base, setBase] = useState(pkg);
  const [stale, setStale] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useZodForm(detailsSchema, { defaultValues: detailsOf(pkg) });
  const locked = base.isFree;

  const submit = async (details: Details) => {
    setStale(null);
    const input = packageUpdateSchema.safeParse(packageToUpdate(base, details));
    if (!input.success) {
      form.setError('root', { message: input.error.issues[0]?.message });
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: base.id, input: input.data });
      toast.success(`“${saved.name}” saved.`);
      setBase(saved);
      setReloaded(false);
      form.reset(detailsOf(saved));
    } catch (e) {
      if (isStaleVersion(e)) setStale(toApiError(e).message);
      else showApiErrors(form, e, 'Could not save the package.');
    }
  };

  const runReload = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      setBase(fresh);
      setStale(null);
      setReloaded(true);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Package details and prices"
      className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start"
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <Text name="name" label="Name" autoComplete="off" required />
          <Text
            name="code"
            label="Code"
            autoComplete="off"
            spellCheck={false}
            readOnly={locked}
            hint={locked ? 'The free package’s code stays FREE.' : 'e.g. PRO_MONTHLY'}
            required
          />
        </div>
        <TextareaField<DetailsValues>
          name="description"
          label="Description"
          hint="Shown on its pricing card."
          rows={3}
          maxLength={2000}
        />
        <ValidityField locked={locked} />
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField<DetailsValues>
            name="visibility"
            label="Visibility"
            options={visibilityOptions}
            value={form.watch('visibility')}
            disabled={locked}
            hint={locked ? CommerceMessages.FREE_PACKAGE_LOCKED : undefined}
            required
          />
          <Text
            name="position"
            label="Order"
            type="number"
            inputMode="numeric"
            min={0}
            max={10_000}
            hint="Smallest first on /pricing and in lists."
            required
          />
        </div>
        <ArchiveCheckbox locked={locked} />
        <PricesField />
        {stale !== null && (
          <StaleVersionAlert
            message={stale}
            reloading={reloading}
            onReload={() => void runReload()}
          />
        )}
        {reloaded && (
          <Alert variant="info">
            The latest version is loaded: its items are kept as saved, and the details above are
            yours. Save them to replace its details.
          </Alert>
        )}
        <FormError />
        <SaveButton>Save the package</SaveButton>
      </div>
      <div className="flex flex-col gap-2 lg:sticky lg:top-4">
        <h2 className="text-sm font-semibold text-gray-900">Preview of the pricing card</h2>
        <PricingCardPreview items={base.items} />
      </div>
    </Form>
  );
}
