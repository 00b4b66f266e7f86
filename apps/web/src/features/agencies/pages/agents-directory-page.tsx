import { useSearchParams } from 'react-router';
import { PAGE_SIZE_DEFAULT, type BrokersQueryInput } from '@afrinest/contract';
import { EmptyState, Spinner } from '@/components/ui';
import { useBrokers } from '@/features/agencies/api/get-brokers';
import { AgentCard } from '@/features/agencies/components/agent-card';
import { DirectoryFilters } from '@/features/agencies/components/directory-filters';
import { LoadFailed } from '@/features/agencies/components/load-failed';
import { Pager } from '@/components/ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /agents: the directory of agents of active agencies, by name and by area served, one server
 * page at a time. The search lives in the address (q, areaId, area, page), so Back, a reload
 * or a shared link shows the same list.
 */
export function AgentsDirectoryPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const areaId = UUID.test(params.get('areaId') ?? '') ? params.get('areaId')! : undefined;
  const areaLabel = areaId ? (params.get('area') ?? 'the chosen area') : null;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  const query: BrokersQueryInput = {
    page,
    pageSize: PAGE_SIZE_DEFAULT,
    ...(q ? { q } : {}),
    ...(areaId ? { areaId } : {}),
  };
  const brokers = useBrokers(query);

  // A new search starts at page 1; empty values leave the address. From the current address,
  // not this render's: a name and a typed area (resolved a moment later) both apply.
  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      },
      { replace: !('page' in patch) },
    );

  const filtered = Boolean(q || areaId);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          Find an agent
        </h1>
        <p className="mt-2 max-w-2xl text-gray-700">
          Agents of the agencies on AfriNest, with the areas they know. Chat on WhatsApp or call
          them directly.
        </p>
      </div>
      <DirectoryFilters
        q={q}
        areaLabel={areaLabel}
        onSearch={(text) => update({ q: text })}
        onArea={(area) => update({ areaId: area?.id, area: area?.label })}
      />
      {brokers.isPending ? (
        <Spinner label="Loading agents…" />
      ) : brokers.isError ? (
        <LoadFailed retrying={brokers.isFetching} onRetry={() => void brokers.refetch()} />
      ) : brokers.data.total === 0 ? (
        <EmptyState
          title={filtered ? 'No agent matches this search.' : 'No agents are listed yet.'}
          description={filtered ? 'Try another name or a wider area.' : undefined}
          className="rounded-lg border border-gray-200 bg-white"
        />
      ) : (
        <section aria-labelledby="agents-found" className="flex flex-col gap-4">
          <h2 id="agents-found" className="text-sm font-medium text-gray-700" aria-live="polite">
            {brokers.data.total === 1 ? '1 agent' : `${brokers.data.total} agents`}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {brokers.data.data.map((agent) => (
              <AgentCard key={agent.id} agent={agent} />
            ))}
          </ul>
          <Pager
            page={brokers.data.page}
            pageSize={brokers.data.pageSize}
            total={brokers.data.total}
            onPage={(p) => update({ page: p > 1 ? String(p) : undefined })}
          />
        </section>
      )}
    </div>
  );
}
