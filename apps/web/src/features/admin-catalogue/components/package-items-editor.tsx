import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { packageUpdateSchema, type Item, type Package } from '@afrinest/contract';
import { Form, FormError, SaveButton, TextField, useZodForm } from '@/components/form';
import { Alert, Badge, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useUpdatePackage } from '@/features/admin-catalogue/api/update-package';
import { itemKindLabels } from '@/features/admin-catalogue/catalogue-labels';
import {
  composeSchema,
  type ComposeRow,
  type ComposeValues,
} from '@/features/admin-catalogue/compose-schema';
import { AddItemControl } from '@/features/admin-catalogue/components/add-item-control';
import { isStaleVersion, showApiErrors } from '@/features/admin-catalogue/components/api-errors';
import { StaleVersionAlert } from '@/features/admin-catalogue/components/stale-version-alert';
import { packageToUpdate } from '@/features/admin-catalogue/package-to-input';
import { toTypedAmount } from '@/features/admin-catalogue/quantity-units';
import { isBytesItem } from '@/lib/format-bytes';

const rowsOf = (pkg: Package): ComposeValues => ({
  items: pkg.items.map((i) => ({
    itemId: i.itemId,
    code: i.code,
    name: i.name,
    unit: i.unit,
    kind: i.kind,
    amount: toTypedAmount(i, i.quantity),
  })),
});
const rowOf = (item: Item): ComposeRow => ({
  itemId: item.id,
  code: item.code,
  name: item.name,
  unit: item.unit,
  kind: item.kind,
  amount: 1,
});

export interface PackageItemsEditorProps {
  /** The package as first read: its version and the parts this screen does not change. */
  pkg: Package;
  reload(): Promise<Package | undefined>;
}

/**
 * Compose a package: add active items, change quantities (photo storage in MB, a feature is
 * simply included), remove. Save sends the whole package back with the version it was read at.
 */
export function PackageItemsEditor({ pkg, reload }: PackageItemsEditorProps) {
  const update = useUpdatePackage();
  // Pinned: a background refetch must not quietly move the version under the admin's edits.
  const [base, setBase] = useState(pkg);
  const [stale, setStale] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);
  const [reloading, setReloading] = useState(false);
  const form = useZodForm(composeSchema, { defaultValues: rowsOf(pkg) });
  const rows = useFieldArray({ control: form.control, name: 'items' });

  const submit = async ({ items }: { items: { itemId: string; quantity: number }[] }) => {
    setStale(null);
    const input = packageUpdateSchema.safeParse(packageToUpdate(base, { items }));
    if (!input.success) {
      form.setError('root', { message: input.error.issues[0]?.message });
      return;
    }
    try {
      const saved = await update.mutateAsync({ id: base.id, input: input.data });
      toast.success(`The items of “${saved.name}” are saved.`);
      setBase(saved);
      setReloaded(false);
      form.reset(rowsOf(saved));
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

  const listError = form.formState.errors.items as
    { message?: string; root?: { message?: string } } | undefined;

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Items of the package"
      className="flex flex-col gap-4"
    >
      {rows.fields.length === 0 ? (
        <p className="text-sm text-gray-700">No items yet: add the first one below.</p>
      ) : (
        <ul aria-label={`Items of ${base.name}`} className="flex flex-col divide-y divide-gray-200">
          {rows.fields.map((row, i) => (
            <li key={row.id} className="flex flex-wrap items-end gap-3 py-3">
              <div className="flex min-w-48 grow flex-col gap-1 self-center">
                <span className="font-medium text-gray-900">{row.name}</span>
                <span className="flex items-center gap-2 text-xs text-gray-700">
                  <span className="font-mono">{row.code}</span>
                  <Badge>{itemKindLabels[row.kind]}</Badge>
                </span>
              </div>
              {row.kind === 'FEATURE' ? (
                <span className="self-center text-sm text-gray-900">Included</span>
              ) : (
                <div className="w-44">
                  <TextField<ComposeValues>
                    name={`items.${i}.amount`}
                    label={
                      isBytesItem(row)
                        ? `${row.name} (MB)`
                        : `${row.name}${row.unit ? ` (${row.unit})` : ''}`
                    }
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    required
                  />
                </div>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${row.name}`}
                onClick={() => rows.remove(i)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {(listError?.message ?? listError?.root?.message) && (
        <p className="text-sm text-red-700">{listError?.message ?? listError?.root?.message}</p>
      )}
      <AddItemControl
        taken={rows.fields.map((r) => r.itemId)}
        onAdd={(item) => rows.append(rowOf(item))}
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
          The latest version is loaded: its other details are kept as saved, and the items above are
          yours. Save them to replace its items.
        </Alert>
      )}
      <FormError />
      <SaveButton>Save the items</SaveButton>
    </Form>
  );
}
