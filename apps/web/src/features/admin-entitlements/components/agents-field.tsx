import { useState } from 'react';
import { useController } from 'react-hook-form';
import { BULK_GRANT_MAX } from '@afrinest/contract';
import { useSearchAgents } from '@/features/admin-entitlements/api/search-agents';
import { MultiPicker, type Choice } from '@/features/admin-entitlements/components/multi-picker';
import { firstError } from '@/features/admin-entitlements/components/first-error';

/** The form's `agentIds`: up to BULK_GRANT_MAX agents of any agency, found by name. */
export function AgentsField() {
  const { field, fieldState } = useController({ name: 'agentIds' });
  const [search, setSearch] = useState<string>();
  const [known, setKnown] = useState<ReadonlyMap<string, Choice>>(new Map());
  const matches = useSearchAgents(search ?? '');
  const ids = (field.value as string[] | undefined) ?? [];

  return (
    <MultiPicker
      legend="Agents"
      noun="agent"
      chosen={ids.map((id) => known.get(id) ?? { id, label: id })}
      onChange={(next) => {
        setKnown(new Map([...known, ...next.map((c) => [c.id, c] as const)]));
        field.onChange(next.map((c) => c.id));
      }}
      search={search}
      onSearch={setSearch}
      matches={matches.data?.data.map((a) => ({ id: a.id, label: a.name, detail: a.agencyName }))}
      searching={matches.isFetching}
      searchFailed={matches.isError}
      max={BULK_GRANT_MAX}
      error={firstError(fieldState.error)}
    />
  );
}
