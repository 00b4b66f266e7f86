import { useId, useState } from 'react';
import { PAGE_SIZE_MAX, type Package } from '@afrinest/contract';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { Spinner } from '@/components/ui';
import { useAdminPackages } from '@/features/admin-catalogue/api/get-admin-packages';
import { catalogueStatusLabels } from '@/features/admin-catalogue/catalogue-labels';

export interface PackagePickerProps {
  /** The chosen package's id ('' for none). */
  value: string;
  /** The chosen package, once loaded: kept in the list even when the search leaves it out. */
  current: Package | undefined;
  onChange(id: string): void;
}

/**
 * Choose a package from GET /api/admin/packages (one page of the largest size, by position);
 * a search box narrows it when there are more than fit.
 */
export function PackagePicker({ value, current, onChange }: PackagePickerProps) {
  const id = useId();
  const [q, setQ] = useState<string | undefined>(undefined);
  const [text, setText] = useTypedFilter(q, setQ);
  const list = useAdminPackages({ q, page: 1, pageSize: PAGE_SIZE_MAX });
  const options = list.data?.data ?? [];
  const withCurrent =
    current && !options.some((p) => p.id === current.id) ? [current, ...options] : options;
  const searchable = Boolean(q) || (list.data?.total ?? 0) > options.length;

  return (
    <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
      <FilterField id={`${id}-package`} label="Package">
        <select
          id={`${id}-package`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        >
          <option value="">Choose a package</option>
          {withCurrent.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.code})
              {p.status === 'ARCHIVED' ? ` · ${catalogueStatusLabels.ARCHIVED}` : ''}
            </option>
          ))}
        </select>
      </FilterField>
      {searchable && (
        <FilterField id={`${id}-q`} label="Find a package">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name or code"
            maxLength={100}
            className={inputClass}
          />
        </FilterField>
      )}
      {list.isFetching && <Spinner size="sm" label="Loading the packages…" />}
      {list.isError && (
        <p role="alert" className="text-sm text-red-700">
          The packages could not be loaded.
        </p>
      )}
    </div>
  );
}
