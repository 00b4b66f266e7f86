import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Agent } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeAgentStatus } from '@/features/agent-workspace/api/change-agent-status';
import { getAgentListingCountQueryOptions } from '@/features/agent-workspace/api/get-agent-listing-count';
import { useLeadsSummary } from '@/features/agent-workspace/api/get-leads-summary';
import { DeactivateAgentDialog } from '@/features/agent-workspace/components/deactivate-agent-dialog';
import { MoveListingsDialog } from '@/features/agent-workspace/components/move-listings-dialog';

/** The move dialog: for whom, and whether the agent is being deactivated. */
type MoveRequest = { agent: Agent; deactivate: boolean; listingCount?: number };
/** The dialogs a row opens (they live in the table: cells are rebuilt). */
interface RowDialogs {
  onMove(request: MoveRequest): void;
  onConfirmDeactivate(agent: Agent): void;
}

/**
 * Deactivate or reactivate one agent (the server refuses the SUPER_AGENT's own account), and
 * move their listings to a colleague. Deactivating an agent who holds listings offers the move;
 * one who holds none is asked about first.
 */
function AgentActions({
  agent,
  selfId,
  onMove,
  onConfirmDeactivate,
}: { agent: Agent; selfId: string } & RowDialogs) {
  const change = useChangeAgentStatus();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const self = agent.id === selfId;
  const action = agent.active ? 'deactivate' : 'reactivate';
  const run = async () => {
    try {
      if (action === 'deactivate') {
        setChecking(true);
        const listingCount = await queryClient
          .fetchQuery({ ...getAgentListingCountQueryOptions(agent.id), staleTime: 0 })
          .finally(() => setChecking(false));
        if (listingCount > 0) onMove({ agent, deactivate: true, listingCount });
        else onConfirmDeactivate(agent);
        return;
      }
      await change.mutateAsync({ id: agent.id, action });
      toast.success(`${agent.name} is active again.`);
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not change the agent.'));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {self ? (
        <span className="text-sm text-gray-600">You</span>
      ) : (
        <Button
          size="sm"
          variant={agent.active ? 'danger' : 'secondary'}
          loading={change.isPending || checking}
          onClick={() => void run()}
          aria-label={`${agent.active ? 'Deactivate' : 'Reactivate'} ${agent.name}`}
        >
          {agent.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        onClick={() => onMove({ agent, deactivate: false })}
        aria-label={`Move listings of ${agent.name}`}
      >
        Move listings
      </Button>
    </div>
  );
}

const column = createDataTableColumnHelper<Agent>();

/** One agent's enquiries of the last 30 days, from the agency's summary (one shared query). */
function EnquiryCount({ agentId }: { agentId: string }) {
  const summary = useLeadsSummary({});
  if (!summary.data) return <span aria-label="Loading">…</span>;
  return <>{summary.data.byAgent.find((a) => a.id === agentId)?.count ?? 0}</>;
}

export interface TeamTableProps {
  page: { data: Agent[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
  /** The signed-in SUPER_AGENT, who cannot deactivate themselves. */
  selfId: string;
}

/** The agency's agents, one server page at a time, with their status and what can be done. */
export function TeamTable({ selfId, page, ...rest }: TeamTableProps) {
  // The dialog lives here, not in a cell: cells are rebuilt when the enquiry counts arrive.
  const [move, setMove] = useState<MoveRequest | null>(null);
  const [deactivating, setDeactivating] = useState<Agent | null>(null);
  // Stable between renders (TanStack Table v9 rebuilds its models when columns change).
  const columns = useMemo(
    () => teamColumns(selfId, { onMove: setMove, onConfirmDeactivate: setDeactivating }),
    [selfId],
  );
  return (
    <>
      {deactivating && (
        <DeactivateAgentDialog agent={deactivating} onClose={() => setDeactivating(null)} />
      )}
      {move && (
        <MoveListingsDialog
          agent={move.agent}
          deactivate={move.deactivate}
          listingCount={move.listingCount}
          onClose={() => setMove(null)}
        />
      )}
      <DataTable
        caption="Agents of your agency"
        columns={columns}
        data={page?.data ?? []}
        total={page?.total ?? 0}
        sorting={[]}
        onSortingChange={() => {}}
        getRowLabel={(a) => a.name}
        emptyMessage="No agents match."
        {...rest}
      />
    </>
  );
}

const teamColumns = (selfId: string, dialogs: RowDialogs) =>
  column.columns([
    column.accessor('name', {
      header: 'Agent',
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex min-w-40 flex-col">
          <span className="font-medium text-gray-900">{row.original.name}</span>
          <span className="break-all text-gray-700">{row.original.email}</span>
        </div>
      ),
    }),
    column.accessor('role', {
      header: 'Role',
      enableSorting: false,
      cell: (c) => (c.getValue() === 'SUPER_AGENT' ? 'Super agent' : 'Agent'),
    }),
    column.accessor('active', {
      header: 'Status',
      enableSorting: false,
      cell: (c) =>
        c.getValue() ? (
          <Badge tone="success">Active</Badge>
        ) : (
          <Badge tone="danger">Deactivated</Badge>
        ),
    }),
    column.display({
      id: 'enquiries',
      header: 'Enquiries (30 days)',
      cell: ({ row }) => <EnquiryCount agentId={row.original.id} />,
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => <AgentActions agent={row.original} selfId={selfId} {...dialogs} />,
    }),
  ]);
