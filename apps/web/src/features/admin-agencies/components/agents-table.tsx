import { toast } from 'sonner';
import type { Agent } from '@afrinest/contract';
import { createDataTableColumnHelper, DataTable } from '@/components/data-table';
import { Badge, Button } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSetAgentActive } from '@/features/admin-agencies/api/set-agent-active';
import { agentRoleLabels } from '@/features/admin-agencies/agency-labels';

const column = createDataTableColumnHelper<Agent>();

/** Deactivate hides the agent and stops their leads; the account is kept. Reactivate undoes it. */
function ActiveToggle({ agent }: { agent: Agent }) {
  const mutation = useSetAgentActive();
  const next = !agent.active;
  return (
    <Button
      variant={agent.active ? 'danger' : 'secondary'}
      size="sm"
      loading={mutation.isPending}
      aria-label={`${agent.active ? 'Deactivate' : 'Reactivate'} ${agent.name}`}
      onClick={() =>
        mutation.mutate(
          { id: agent.id, active: next },
          {
            onSuccess: (saved) =>
              toast.success(`${saved.name} ${saved.active ? 'reactivated' : 'deactivated'}.`),
            onError: (e) => toast.error(getErrorMessage(e, 'Could not change the agent.')),
          },
        )
      }
    >
      {agent.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
}

// The API lists agents by name and sorts by nothing else.
const columns = column.columns([
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
  column.accessor('agencyName', { header: 'Agency', enableSorting: false }),
  column.accessor('role', {
    header: 'Role',
    enableSorting: false,
    cell: (c) => agentRoleLabels[c.getValue()],
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
  column.accessor('phone', {
    header: 'Phone',
    enableSorting: false,
    cell: (c) => c.getValue() ?? '—',
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <ActiveToggle agent={row.original} />,
  }),
]);

export interface AgentsTableProps {
  page: { data: Agent[]; total: number } | undefined;
  pageIndex: number;
  pageSize: number;
  onPageChange(pageIndex: number): void;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
}

export function AgentsTable(props: AgentsTableProps) {
  return (
    <DataTable
      caption="Agents"
      columns={columns}
      data={props.page?.data ?? []}
      total={props.page?.total ?? 0}
      pageIndex={props.pageIndex}
      pageSize={props.pageSize}
      onPageChange={props.onPageChange}
      sorting={[]}
      onSortingChange={() => undefined}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyMessage="No agents match these filters."
      getRowLabel={(a) => a.name}
    />
  );
}
