import { useId } from 'react';
import { FilterField, useTypedFilter } from '@/components/form';
import { inputClass } from '@/components/form/field-shell';
import { useAdminAgents } from '@/features/admin-agencies/api/get-admin-agents';
import { AgencyChoice } from '@/features/admin-agencies/components/agency-choice';
import { AgentsTable } from '@/features/admin-agencies/components/agents-table';
import { useAgentsListParams } from '@/features/admin-agencies/use-agencies-list-params';

/** /admin/agents: every agent of every agency; search by name, filter by agency, deactivate. */
export function AdminAgentsPage() {
  const id = useId();
  const { query, update } = useAgentsListParams();
  const agents = useAdminAgents(query);
  const [text, setText] = useTypedFilter(query.q, (q) => update({ q }));

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-gray-900">Agents</h1>
        <p className="text-sm text-gray-700">
          A deactivated agent is hidden from visitors and gets no enquiries; the account is kept.
        </p>
      </div>
      <div role="search" aria-label="Find agents" className="grid gap-3 sm:grid-cols-2">
        <FilterField id={`${id}-q`} label="Agent or agency name">
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="e.g. Okello"
            maxLength={200}
            className={inputClass}
          />
        </FilterField>
        <AgencyChoice
          label="Agency"
          value={query.agencyId}
          onChange={(agencyId) => update({ agencyId })}
        />
      </div>
      <AgentsTable
        page={agents.data}
        pageIndex={query.page - 1}
        pageSize={query.pageSize}
        onPageChange={(index) => update({ page: index + 1 }, true)}
        sort={query.sort}
        order={query.order}
        onSortChange={(sort, order) => update({ sort, order })}
        isLoading={agents.isFetching}
        error={agents.isError ? agents.error : undefined}
        onRetry={() => void agents.refetch()}
      />
    </div>
  );
}
