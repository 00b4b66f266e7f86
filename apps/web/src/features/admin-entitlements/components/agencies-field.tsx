import { useState } from 'react';
import { useController } from 'react-hook-form';
import { BULK_GRANT_MAX } from '@afrinest/contract';
import { useSearchAgencies } from '@/features/admin-entitlements/api/search-agencies';
import { MultiPicker } from '@/features/admin-entitlements/components/multi-picker';
import { firstError } from '@/features/admin-entitlements/components/first-error';

/** The form's `agencyIds`: up to BULK_GRANT_MAX agencies found by name. */
export function AgenciesField({ name = 'agencyIds' }: { name?: string }) {
  const { field, fieldState } = useController({ name });
  const [search, setSearch] = useState<string>();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const matches = useSearchAgencies(search ?? '');
  const ids = (field.value as string[] | undefined) ?? [];

  return (
    <MultiPicker
      legend="Agencies"
      noun="agency"
      chosen={ids.map((id) => ({ id, label: names.get(id) ?? id }))}
      onChange={(next) => {
        setNames(new Map([...names, ...next.map((c) => [c.id, c.label] as const)]));
        field.onChange(next.map((c) => c.id));
      }}
      search={search}
      onSearch={setSearch}
      matches={matches.data?.data.map((a) => ({ id: a.id, label: a.name }))}
      searching={matches.isFetching}
      searchFailed={matches.isError}
      max={BULK_GRANT_MAX}
      error={firstError(fieldState.error)}
    />
  );
}
