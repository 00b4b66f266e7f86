import { Link, useParams } from 'react-router';
import { Badge, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { useExternalSystem } from '@/features/admin-external-systems/api/get-external-system';
import { SystemActions } from '@/features/admin-external-systems/components/system-actions';
import { SystemEditor } from '@/features/admin-external-systems/components/system-editor';
import {
  formatDateTime,
  statusLabels,
  statusTones,
  textLinkClass,
} from '@/features/admin-external-systems/system-labels';

function Header({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-1">
      <Link to="/admin/external-systems" className={`text-sm ${textLinkClass} underline`}>
        All external systems
      </Link>
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
    </div>
  );
}

/** /admin/external-systems/new: the partner, what its key may do, and the key once saved. */
export function NewExternalSystemPage() {
  return (
    <div className="flex flex-col gap-6">
      <Header title="Add an external system" />
      <SystemEditor />
    </div>
  );
}

/** /admin/external-systems/{id}/edit: the system, its key's state, a new key, revoke. */
export function EditExternalSystemPage() {
  const { id = '' } = useParams();
  const system = useExternalSystem(id);
  return (
    <div className="flex flex-col gap-6">
      <Header title={system.data ? `Edit ${system.data.name}` : 'Edit external system'} />
      {system.isPending ? (
        <Spinner label="Loading the external system…" />
      ) : system.isError ? (
        <LoadError
          error={system.error}
          retrying={system.isFetching}
          onRetry={() => void system.refetch()}
        />
      ) : (
        <>
          <div className="flex flex-col gap-2 text-sm text-gray-700">
            <div className="flex flex-wrap items-center gap-3">
              <Badge tone={statusTones[system.data.status]}>
                {statusLabels[system.data.status]}
              </Badge>
              <span>
                Key <span className="font-mono">{system.data.keyHint}…</span>
              </span>
              <span>
                Last used:{' '}
                {system.data.lastUsedAt ? formatDateTime(system.data.lastUsedAt) : 'never'}
              </span>
            </div>
            <SystemActions system={system.data} />
          </div>
          {/* The form starts anew when the system is saved elsewhere (a revoke here). */}
          <SystemEditor key={`${system.data.id}:${system.data.updatedAt}`} system={system.data} />
        </>
      )}
    </div>
  );
}
