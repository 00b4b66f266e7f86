import { useState } from 'react';
import { toast } from 'sonner';
import type { Agent, AgentSort } from '@afrinest/contract';
import {
  createDataTableColumnHelper,
  DataTable,
  serverTableProps,
  type ServerTableProps,
} from '@/components/data-table';
import { Badge, Button, ConfirmDialog } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useSetAgentActive } from '@/features/admin-agencies/api/set-agent-active';
import { agentRoleLabels } from '@/features/admin-agencies/agency-labels';
import { MoveListingsDialog } from '@/features/admin-agencies/components/move-listings-dialog';

const column = createDataTableColumnHelper<Agent>();

/**
 * Deactivate hides the agent and stops their leads; the account is kept. Asked about first;
 * Reactivate (undoing it) is not.
 */
function ActiveToggle({ agent }: { agent: Agent }) {
  const mutation = useSetAgentActive();
  const [confirming, setConfirming] = useState(false);
  const setActive = (active: boolean) =>
    mutation.mutate(
      { id: agent.id, active },
      {
        onSuccess: (saved) =>
          toast.success(`${saved.name} ${saved.active ? 'reactivated' : 'deactivated'}.`),
        onError: (e) => toast.error(getErrorMessage(e, 'Could not change the agent.')),
        onSettled: () => setConfirming(false),
      },
    );
  return (
    <>
      <Button
        variant={agent.active ? 'danger' : 'secondary'}
        size="sm"
        loading={mutation.isPending}
        aria-label={`${agent.active ? 'Deactivate' : 'Reactivate'} ${agent.name}`}
        onClick={() => (agent.active ? setConfirming(true) : setActive(true))}
      >
        {agent.active ? 'Deactivate' : 'Reactivate'}
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Deactivate ${agent.name}?`}
          confirmLabel="Deactivate"
          danger
          busy={mutation.isPending}
          onConfirm={() => setActive(false)}
          onCancel={() => setConfirming(false)}
        >
          {agent.name} will be hidden from visitors and get no new leads. The account is kept and
          can be reactivated at any time.
        </ConfirmDialog>
      )}
    </>
  );
}

/** Opens the move dialog for one agent (their listings go to a colleague of the agency). */
function MoveListingsAction({ agent }: { agent: Agent }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Move listings of ${agent.name}`}
        onClick={() => setOpen(true)}
      >
        Move listings
      </Button>
      {open && <MoveListingsDialog agent={agent} onClose={() => setOpen(false)} />}
    </>
  );
}

// Column ids are the API's sort keys; phone and actions do not sort.
const columns = column.columns([
  column.accessor('name', {
    id: 'name',
    header: 'Agent',
    cell: ({ row }) => (
      <div className="flex min-w-40 flex-col">
        <span className="font-medium text-gray-900">{row.original.name}</span>
        <span className="break-all text-gray-700">{row.original.email}</span>
      </div>
    ),
  }),
  column.accessor('agencyName', { id: 'agencyName', header: 'Agency' }),
  column.accessor('role', {
    id: 'role',
    header: 'Role',
    cell: (c) => agentRoleLabels[c.getValue()],
  }),
  column.accessor('active', {
    id: 'active',
    header: 'Status',
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
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-2">
        <ActiveToggle agent={row.original} />
        <MoveListingsAction agent={row.original} />
      </div>
    ),
  }),
]);

export type AgentsTableProps = ServerTableProps<Agent, AgentSort>;

export function AgentsTable(props: AgentsTableProps) {
  return (
    <DataTable
      caption="Agents"
      columns={columns}
      {...serverTableProps(props)}
      emptyMessage="No agents match these filters."
      getRowLabel={(a) => a.name}
    />
  );
}
