import type { ListingsScope } from './api/get-managed-listings';

export interface ProductsLink {
  to: string;
  label: string;
}

/**
 * Where a refusal for want of an entitlement (402) sends people: an agent to their products; an
 * admin, who cannot open the agent area, to the listing's agency's entitlements.
 */
export function productsLinkFor(scope: ListingsScope, agencyId?: string | null): ProductsLink {
  if (scope === 'agent') return { to: '/agent/products', label: 'See your products' };
  const query = agencyId ? `?agencyId=${encodeURIComponent(agencyId)}` : '';
  return {
    to: `/admin/agency-entitlements-breakdown${query}`,
    label: 'See the agency’s products',
  };
}
