import { AgentTabs } from '@/components/agent-tabs';
import { useAgentRole } from '../api/get-agent-profile';

/** The agent area's tabs; Team and WhatsApp only once the agent is known to be a SUPER_AGENT. */
export function AgentMediaTabs() {
  const role = useAgentRole();
  return <AgentTabs isSuperAgent={role.data === 'SUPER_AGENT'} />;
}
