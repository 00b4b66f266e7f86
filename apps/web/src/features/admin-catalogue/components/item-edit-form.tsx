import { useState } from 'react';
import { toast } from 'sonner';
import { itemUpdateSchema, type Item, type ItemUpdate } from '@afrinest/contract';
import { Form, FormError, SaveButton, useZodForm } from '@/components/form';
import { Alert } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useUpdateItem } from '@/features/admin-catalogue/api/update-item';
import { isStaleVersion, showApiErrors } from '@/features/admin-catalogue/components/api-errors';
import { ItemFields } from '@/features/admin-catalogue/components/item-fields';
import { StaleVersionAlert } from '@/features/admin-catalogue/components/stale-version-alert';

const valuesOf = (item: Item): ItemUpdate => ({
  code: item.code,
  name: item.name,
  description: item.description,
  unit: item.unit,
  kind: item.kind,
  status: item.status,
  version: item.version,
});
const fieldLabels = {
  code: 'Code',
  name: 'Name',
  description: 'Description',
  unit: 'Unit',
  kind: 'Kind',
  status: 'Status',
} as const;

export interface ItemEditFormProps {
  /** The item as first read: the version every save is checked against. */
  item: Item;
  /** Reads the latest saved item (after a 409). */
  reload(): Promise<Item | undefined>;
}

/**
 * An item's definition, saved whole with the version it was read at. If someone else saved
 * first, the admin is told to reload: the typed values stay, the saved ones are listed beside.
 */
export function ItemEditForm({ item, reload }: ItemEditFormProps) {
  const update = useUpdateItem();
  // Pinned: a background refetch must not quietly move the version under the admin's edits.
  const [base, setBase] = useState(item);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  const [differences, setDifferences] = useState<string[] | null>(null);
  const form = useZodForm(itemUpdateSchema, { defaultValues: valuesOf(item) });

  const submit = async (input: ItemUpdate) => {
    setStale(null);
    try {
      const saved = await update.mutateAsync({ id: base.id, input });
      toast.success(`“${saved.name}” saved.`);
      setBase(saved);
      setDifferences(null);
      form.reset(valuesOf(saved));
    } catch (e) {
      if (isStaleVersion(e)) setStale(toApiError(e).message);
      else showApiErrors(form, e, 'Could not save the item.');
    }
  };

  const runReload = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      const typed = form.getValues();
      setDifferences(
        (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[])
          .filter((k) => fresh[k] !== typed[k])
          .map((k) => `${fieldLabels[k]}: “${fresh[k] || '(empty)'}”`),
      );
      setBase(fresh);
      form.setValue('version', fresh.version, { shouldDirty: true });
      setStale(null);
    } catch (e) {
      toast.error(toApiError(e).message);
    } finally {
      setReloading(false);
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Item" className="flex flex-col gap-4">
      <ItemFields builtIn={base.builtIn ? { code: base.code, kind: base.kind } : undefined} />
      {stale !== null && (
        <StaleVersionAlert
          message={stale}
          reloading={reloading}
          onReload={() => void runReload()}
        />
      )}
      {differences && (
        <Alert variant="info" title="The latest version is loaded; your typed values are kept.">
          {differences.length === 0 ? (
            'It matches what you typed.'
          ) : (
            <>
              Saved now, where it differs from what you typed:
              <ul className="mt-1 list-disc pl-5">
                {differences.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      <FormError />
      <SaveButton>Save the item</SaveButton>
    </Form>
  );
}
