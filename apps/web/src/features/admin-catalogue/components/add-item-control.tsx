import { useId, useState } from 'react';
import { PAGE_SIZE_MAX, type Item } from '@afrinest/contract';
import { FilterField } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Button } from '@/components/ui';
import { useAdminItems } from '@/features/admin-catalogue/api/get-admin-items';
import { itemKindLabels } from '@/features/admin-catalogue/catalogue-labels';

export interface AddItemControlProps {
  /** Items already in the package: not offered again. */
  taken: string[];
  onAdd(item: Item): void;
}

/** Adds one of the catalogue's active items to the package being composed. */
export function AddItemControl({ taken, onAdd }: AddItemControlProps) {
  const id = useId();
  const [choice, setChoice] = useState('');
  // Archived items can no longer be granted, so only active ones are offered.
  const items = useAdminItems({ status: 'ACTIVE', page: 1, pageSize: PAGE_SIZE_MAX });
  const offered = (items.data?.data ?? []).filter((i) => !taken.includes(i.id));
  const chosen = offered.find((i) => i.id === choice);

  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-60 grow">
        <FilterField id={id} label="Item to add">
          <select
            id={id}
            value={chosen ? choice : ''}
            onChange={(e) => setChoice(e.target.value)}
            className={inputClass}
            disabled={items.isPending}
          >
            <option value="">
              {items.isPending
                ? 'Loading the items…'
                : offered.length === 0
                  ? 'Every active item is in the package'
                  : 'Choose an item'}
            </option>
            {offered.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name} ({itemKindLabels[i.kind]})
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <Button
        variant="secondary"
        disabled={!chosen}
        onClick={() => {
          if (!chosen) return;
          onAdd(chosen);
          setChoice('');
        }}
      >
        Add the item
      </Button>
      {items.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          The items could not be loaded.
        </p>
      )}
    </div>
  );
}
