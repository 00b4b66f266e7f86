import { useMemo } from 'react';
import { toast } from 'sonner';
import type { Agent } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useChangeAgentStatus } from '@/features/agent-workspace/api/change-agent-status';

/** Deactivate or reactivate one agent; the server refuses the SUPER_AGENT's own account. */
function StatusAction({ agent, selfId }: { agent: Agent; selfId: string }) {
  const change = useChangeAgentStatus();
  if (agent.id === selfId) return <span className="text-sm text-gray-600">You</span>;
  const action = agent.active ? 'deactivate' : 'reactivate';
  const run = async () => {
    try {
      await change.mutateAsync({ id: agent.id, action });
      toast.success(
        agent.active
          ? `${agent.name} is deactivated: hidden from visitors and given no new leads.`
          : `${agent.name} is active again.`,
      );
    } catch (e) {
      toast.error(getErrorMessage(e, 'Could not change the agent.'));
    }
  };
  return (
    <Button
      size="sm"
      variant={agent.active ? 'danger' : 'secondary'}
      loading={change.isPending}
      onClick={() => void run()}
      aria-label={`${agent.active ? 'Deactivate' : 'Reactivate'} ${agent.name}`}
    >
      {agent.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}

const column = createDataTableColumnHelper<Agent>();

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
  // Stable between renders (TanStack Table v9 rebuilds its models when columns change).
  const columns = useMemo(() => teamColumns(selfId), [selfId]);
  return (
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
  );
}

const teamColumns = (selfId: string) =>
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
      id: 'actions',
      header: 'Action',
      cell: ({ row }) => <StatusAction agent={row.original} selfId={selfId} />,
    }),
  ]);
