import { NavLink } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { useAgentProfile } from '@/features/agent-workspace/api/get-agent-profile';

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium',
    isActive
      ? 'border-emerald-700 text-emerald-800'
      : 'border-transparent text-gray-700 hover:text-gray-900',
    focusRing,
  );

/**
 * The agent area's sections. Team and WhatsApp are the SUPER_AGENT's (SPEC §6); the role comes
 * from the agent's own profile, so an AGENT never sees links that would answer not-found.
 */
export function AgentTabs() {
  const profile = useAgentProfile();
  const isSuper = profile.data?.role === 'SUPER_AGENT';
  return (
    <nav
      aria-label="Agent area"
      className="mb-6 flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      <NavLink to="/agent/profile" className={tab}>
        Profile
      </NavLink>
      {isSuper && (
        <>
          <NavLink to="/agent/agents" className={tab}>
            Team
          </NavLink>
          <NavLink to="/agent/whatsapp" className={tab}>
            WhatsApp
          </NavLink>
        </>
      )}
    </nav>
  );
}
