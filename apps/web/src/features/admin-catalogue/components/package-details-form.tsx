import { CommerceMessages, packageVisibilitySchema, type Package } from '@afrinest/contract';
import {
  CurrencyAmountsField,
  Form,
  FormError,
  SaveButton,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { Alert } from '@/components/ui';
import { visibilityLabels } from '@/features/admin-catalogue/catalogue-labels';
import { ArchiveCheckbox } from '@/features/admin-catalogue/components/archive-checkbox';
import { PricingCardPreview } from '@/features/admin-catalogue/components/pricing-card-preview';
import { StaleVersionAlert } from '@/features/admin-catalogue/components/stale-version-alert';
import { ValidityField } from '@/features/admin-catalogue/components/validity-field';
import {
  detailsOf,
  detailsSchema,
  type Details,
  type DetailsValues,
} from '@/features/admin-catalogue/details-schema';
import { usePinnedPackage } from '@/features/admin-catalogue/use-pinned-package';

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
  const form = useZodForm(detailsSchema, { defaultValues: detailsOf(pkg) });
  const { base, stale, reloaded, reloading, save, runReload } = usePinnedPackage(pkg, reload, form);
  const locked = base.isFree;

  const submit = (details: Details) =>
    save(details, {
      message: (saved) => `“${saved.name}” saved.`,
      after: (saved) => form.reset(detailsOf(saved)),
    });

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
        <CurrencyAmountsField<DetailsValues>
          name="prices"
          legend="Prices"
          description="One price per currency, in the currency’s own units. A package without a price is not sold."
          amountLabel="Price"
          rowName="price"
        />
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
