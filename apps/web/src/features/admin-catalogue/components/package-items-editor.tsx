import { useFieldArray } from 'react-hook-form';
import type { Item, Package } from '@afrinest/contract';
import { Form, FormError, SaveButton, TextField, useZodForm } from '@/components/form';
import { Alert, Badge, Button } from '@/components/ui';
import { itemKindLabels } from '@/features/admin-catalogue/catalogue-labels';
import {
  composeSchema,
  type ComposeRow,
  type ComposeValues,
} from '@/features/admin-catalogue/compose-schema';
import { AddItemControl } from '@/features/admin-catalogue/components/add-item-control';
import { StaleVersionAlert } from '@/features/admin-catalogue/components/stale-version-alert';
import { usePinnedPackage } from '@/features/admin-catalogue/use-pinned-package';
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
  const form = useZodForm(composeSchema, { defaultValues: rowsOf(pkg) });
  const rows = useFieldArray({ control: form.control, name: 'items' });
  const { base, stale, reloaded, reloading, save, runReload } = usePinnedPackage(pkg, reload, form);

  const submit = ({ items }: { items: { itemId: string; quantity: number }[] }) =>
    save(
      { items },
      {
        message: (saved) => `The items of “${saved.name}” are saved.`,
        after: (saved) => form.reset(rowsOf(saved)),
      },
    );

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
