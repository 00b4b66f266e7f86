import { useWatch } from 'react-hook-form';
import {
  catalogueStatusSchema,
  itemKindSchema,
  type ItemInput,
  type ItemKind,
} from '@afrinest/contract';
import { SelectField, TextareaField, TextField } from '@/components/form';
import {
  catalogueStatusLabels,
  itemKindHints,
  itemKindLabels,
} from '@/features/admin-catalogue/catalogue-labels';

// Field names only: the item forms' values (itemInputSchema, itemUpdateSchema) share them.
type ItemValues = ItemInput;

const kindOptions = itemKindSchema.options.map((k) => ({ value: k, label: itemKindLabels[k] }));
const statusOptions = catalogueStatusSchema.options.map((s) => ({
  value: s,
  label: catalogueStatusLabels[s],
}));

export interface ItemFieldsProps {
  /** A built-in item's code and kind are read by the product's rules: shown, not edited. */
  builtIn?: { code: string; kind: ItemKind };
}

/** An item's definition, inside a <Form> bound to itemInputSchema (or itemUpdateSchema). */
export function ItemFields({ builtIn }: ItemFieldsProps) {
  // The selects show the form's values (as the other forms' selects do), not the first option.
  const [kind, status] = useWatch<ItemValues, ['kind', 'status']>({ name: ['kind', 'status'] });
  return (
    <>
      {builtIn ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-gray-900">Code</dt>
          <dd className="font-mono">{builtIn.code}</dd>
          <dt className="font-medium text-gray-900">Kind</dt>
          <dd>
            {itemKindLabels[builtIn.kind]}: {itemKindHints[builtIn.kind]}
          </dd>
          <dd className="col-span-2 text-xs text-gray-600">
            A built-in item: the product’s own rules read its code and kind, so they stay as they
            are.
          </dd>
        </dl>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField<ItemValues>
            name="code"
            label="Code"
            hint="Capital letters, digits and underscores, e.g. EXTRA_PHOTOS."
            autoComplete="off"
            spellCheck={false}
            required
          />
          <SelectField<ItemValues>
            name="kind"
            label="Kind"
            options={kindOptions}
            value={kind}
            hint={itemKindHints[kind]}
            required
          />
        </div>
      )}
      <TextField<ItemValues> name="name" label="Name" autoComplete="off" required />
      <TextareaField<ItemValues>
        name="description"
        label="Description"
        hint="What it lets an agency do; agents read it on their products page."
        rows={3}
        maxLength={2000}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField<ItemValues>
          name="unit"
          label="Unit"
          hint="What one of it is: listings, days, bytes… Empty for a feature."
          autoComplete="off"
          maxLength={30}
        />
        <SelectField<ItemValues>
          name="status"
          label="Status"
          options={statusOptions}
          value={status}
          hint="An archived item can no longer be granted or added to a package; grants stay."
          required
        />
      </div>
    </>
  );
}
