import { useFormContext, useWatch } from 'react-hook-form';
import type { ItemRef } from '@afrinest/contract';
import { isBytesItem } from '@/lib/format-bytes';
import { ItemSelect } from '@/features/admin-entitlements/components/item-select';
import {
  QuantityField,
  type QuantityMode,
} from '@/features/admin-entitlements/components/quantity-field';
import { ValidityField } from '@/features/admin-entitlements/components/validity-field';

export const quantityModeOf = (item: ItemRef | undefined): QuantityMode =>
  !item ? 'units' : item.kind === 'FEATURE' ? 'feature' : isBytesItem(item) ? 'bytes' : 'units';

export interface ItemGrantFieldsProps {
  items: readonly ItemRef[] | undefined;
  /** '' for a grant's own fields, 'gift.' for an item gift's. */
  prefix?: '' | 'gift.';
}

/** Item, quantity in the item's unit, and validity: what every grant of one item asks. */
export function ItemGrantFields({ items, prefix = '' }: ItemGrantFieldsProps) {
  const { control, setValue, formState } = useFormContext();
  const itemId = useWatch({ control, name: `${prefix}itemId` }) as string | undefined;
  const item = items?.find((i) => i.id === itemId);
  const mode = quantityModeOf(item);

  return (
    <>
      <ItemSelect
        name={`${prefix}itemId`}
        items={items}
        onItemChange={(next) => {
          // Typed text belongs to one unit: a new unit starts empty; a feature is simply on.
          const nextMode = quantityModeOf(next);
          if (nextMode !== mode)
            setValue(`${prefix}quantity`, nextMode === 'feature' ? 1 : Number.NaN, {
              shouldValidate: formState.isSubmitted,
            });
        }}
      />
      <QuantityField key={mode} name={`${prefix}quantity`} mode={mode} unit={item?.unit} />
      <ValidityField name={`${prefix}validityDays`} />
    </>
  );
}
