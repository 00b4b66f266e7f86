import type { ReactNode } from 'react';
import { AgentTabs } from '@/components/agent-tabs';
import { Alert, Button, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useMyAgentProfile } from '../api/get-form-options';

/**
 * The agent area around a listings page: its title, the area's tabs, and the page once the
 * agent's own profile (role, agency) is known; an agent without an agency is told so.
 */
export function AgentAreaShell({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: (me: { role: 'AGENT' | 'SUPER_AGENT'; agencyId: string }) => ReactNode;
}) {
  const me = useMyAgentProfile();
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {actions}
      </div>
      <AgentTabs isSuperAgent={me.data?.role === 'SUPER_AGENT'} />
      {me.isPending ? (
        <Spinner label="Loading your agency…" />
      ) : me.isError ? (
        <Alert
          variant="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void me.refetch()}>
              Try again
            </Button>
          }
        >
          {getErrorMessage(me.error, 'Your agency could not be loaded.')}
        </Alert>
      ) : (
        children({ role: me.data.role, agencyId: me.data.agencyId })
      )}
    </div>
  );
}
