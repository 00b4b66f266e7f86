import { useId, useState } from 'react';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type Agent } from '@afrinest/contract';
import { Card } from '@/components/ui';
import { useLeads } from '@/features/agent-workspace/api/get-leads';
import { useLeadsSummary } from '@/features/agent-workspace/api/get-leads-summary';
import { useTeam } from '@/features/agent-workspace/api/get-team';
import { AgentQueryState } from '@/features/agent-workspace/components/agent-query-state';
import { EnquiriesSummary } from '@/features/agent-workspace/components/enquiries-summary';
import { LeadsTable } from '@/features/agent-workspace/components/leads-table';

/**
 * "Enquiries" on /agent/profile: the leads visitors sent by WhatsApp or phone (ADR 0016). An
 * agent sees their own; a SUPER_AGENT sees the agency's and can narrow them to one agent.
 */
export function EnquiriesSection({ me }: { me: Agent }) {
  const isSuper = me.role === 'SUPER_AGENT';
  const selectId = useId();
  const [agentId, setAgentId] = useState('');
  const [pageIndex, setPageIndex] = useState(0);
  const filter = agentId ? { agentId } : {};
  const summary = useLeadsSummary(filter);
  const leads = useLeads({ ...filter, page: pageIndex + 1, pageSize: PAGE_SIZE_DEFAULT });
  const team = useTeam({ page: 1, pageSize: PAGE_SIZE_MAX }, isSuper);

  return (
    <Card title={isSuper ? 'Enquiries to your agency' : 'Your enquiries'}>
      <div className="flex flex-col gap-6">
        {isSuper && team.data && (
          <div className="flex flex-col gap-1 sm:max-w-xs">
            <label htmlFor={selectId} className="text-sm font-medium text-gray-900">
              Agent
            </label>
            <select
              id={selectId}
              value={agentId}
              onChange={(e) => {
                setAgentId(e.target.value);
                setPageIndex(0);
              }}
              className="min-h-11 rounded-md border border-gray-300 bg-white px-3 text-gray-900"
            >
              <option value="">Every agent</option>
              {team.data.data.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <AgentQueryState query={summary} loading="Loading the last 30 days…">
          {summary.data && <EnquiriesSummary summary={summary.data} />}
        </AgentQueryState>
        <LeadsTable
          page={leads.data}
          pageIndex={pageIndex}
          pageSize={PAGE_SIZE_DEFAULT}
          onPageChange={setPageIndex}
          isLoading={leads.isPending}
          error={leads.error}
          onRetry={() => void leads.refetch()}
          showAgent={isSuper}
        />
      </div>
    </Card>
  );
}
