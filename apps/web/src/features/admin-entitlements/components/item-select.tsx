import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { ItemRef } from '@afrinest/contract';
import { FieldShell, inputClass } from '@/components/form/field-shell';
import { Spinner } from '@/components/ui';
import { itemKindLabels } from '@/features/admin-entitlements/entitlement-labels';

export interface ItemSelectProps {
  name: string;
  /** The items to choose from; undefined while they load. */
  items: readonly ItemRef[] | undefined;
  label?: string;
  /** Told the item chosen, so the amount's field can follow its unit. */
  onItemChange?(item: ItemRef | undefined): void;
}

/** A catalogue item, chosen by name, with its kind beside it. */
export function ItemSelect({ name, items, label = 'Item', onItemChange }: ItemSelectProps) {
  const id = useId();
  const {
    field: { ref, onBlur, onChange, value: current },
    fieldState,
  } = useController({ name });
  if (!items) return <Spinner label="Loading the items…" />;
  const error = fieldState.error?.message;
  return (
    <FieldShell
      id={id}
      label={label}
      hintId={`${id}-hint`}
      error={error}
      errorId={`${id}-error`}
      required
    >
      <select
        id={id}
        required
        name={name}
        ref={ref}
        value={(current as string | undefined) ?? ''}
        onBlur={onBlur}
        onChange={(e) => {
          onChange(e.target.value);
          onItemChange?.(items.find((i) => i.id === e.target.value));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        <option value="">Choose an item</option>
        {items.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name} ({itemKindLabels[item.kind]})
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
