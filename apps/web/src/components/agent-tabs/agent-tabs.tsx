import { NavLink } from 'react-router';
import { cn, focusRing } from '@/components/ui';

const tab = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
    isActive
      ? 'border-emerald-700 text-emerald-800'
      : 'border-transparent text-gray-700 hover:text-gray-900',
    focusRing,
  );

export interface AgentTabsProps {
  /** Team and WhatsApp are the SUPER_AGENT's (SPEC §6): an AGENT never sees links that 404. */
  isSuperAgent: boolean;
}

/**
 * The agent area's sections, shared by the agent workspace and listing management pages (features
 * do not import each other). `end` keeps "Listings" unlit on the import page beneath it.
 */
export function AgentTabs({ isSuperAgent }: AgentTabsProps) {
  return (
    <nav
      aria-label="Agent area"
      className="mb-6 flex gap-1 overflow-x-auto border-b border-gray-200"
    >
      <NavLink to="/agent/profile" className={tab}>
        Profile
      </NavLink>
      <NavLink to="/agent/properties" end className={tab}>
        Listings
      </NavLink>
      <NavLink to="/agent/properties/import" className={tab}>
        Import
      </NavLink>
      <NavLink to="/agent/products" className={tab}>
        Products
      </NavLink>
      {isSuperAgent && (
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
