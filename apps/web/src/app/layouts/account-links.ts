import { AGENT_ROLES, isAdminRole, type Role } from '@afrinest/contract';

export interface AccountLink {
  to: string;
  label: string;
}

/**
 * The signed-in user's own pages, the same on a laptop (account menu) and on a phone (the
 * header's menu): one list, so neither can lose a link the other has.
 */
export function accountLinksFor(role: Role): AccountLink[] {
  return [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/user/favourites', label: 'Favourites' },
    { to: '/profile', label: 'Profile' },
    { to: '/preferences', label: 'Preferences' },
    { to: '/packages', label: 'Buy a package' },
    { to: '/invoices', label: 'Invoices' },
    ...(AGENT_ROLES.includes(role)
      ? [
          { to: '/agent/profile', label: 'Agent area' },
          { to: '/agent/products', label: 'Products' },
        ]
      : []),
    ...(isAdminRole(role) ? [{ to: '/admin', label: 'Admin area' }] : []),
  ];
}
