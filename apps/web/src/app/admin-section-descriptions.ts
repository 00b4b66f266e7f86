/**
 * What each admin section holds, shown under its name on the admin dashboard (/admin). Apart
 * from the route table so the first load of every page does not carry them; routing.test.ts
 * checks that every admin section has one.
 */
export const ADMIN_SECTION_DESCRIPTIONS: Record<string, string> = {
  '/admin': 'An overview of the admin area.',
  '/admin/users': 'Find accounts, change roles and agencies, suspend or reactivate them.',
  '/admin/broker-agencies': 'Add and edit agencies, activate or suspend them, invite their agents.',
  '/admin/agents': 'Every agent of every agency: find them, deactivate or reactivate them.',
  '/admin/properties': 'Every listing: find, edit, change status in bulk, feature or archive.',
  '/admin/features': 'The amenities agents tick on a listing: add, rename, deactivate.',
  '/admin/login-logs': 'Every sign-in attempt: who, from which IP and device, and why one failed.',
  '/admin/geo': 'Countries, regions, districts, cities and areas: browse, add, rename, move.',
  '/admin/website-state':
    'Put the site in maintenance, close sign-in or registration, and say why.',
  '/admin/settings':
    'Google Analytics, the contact details on the Contact page, and other settings.',
  '/admin/items-and-packages':
    'The catalogue: what can be granted, and the packages that bundle it.',
  '/admin/package-item-management': 'Compose a package: its items and their quantities.',
  '/admin/enhanced-package-management':
    'Prices per currency, validity, visibility, order and archive of a package.',
  '/admin/unified-items': 'Every item every agency holds: granted, used, left and the next expiry.',
  '/admin/agency-entitlements-breakdown':
    'One agency’s balances, grants, allocations, periods and ledger; reverse a grant.',
  '/admin/give-items-to-agencies':
    'Grant an item to one or several agencies, with a reason and validity.',
  '/admin/give-items-to-agents': 'Grant an item to one or several agents, into their own bucket.',
  '/admin/gift-package-or-item':
    'A package or an item at no price to agencies; their super agents are mailed.',
  '/admin/subscription': 'Agencies’ package periods: current, expiring soon, expired; extend one.',
  '/admin/agency-usage': 'How an agency used an item day by day: a chart and a table.',
  '/admin/agency-admin-tools':
    'Extend a period, adjust a balance, reverse a grant, move listings, recompute.',
  '/admin/statistics': 'Users, listings, logins, API calls and purchases: totals and day by day.',
  '/admin/monthly-analytics':
    'Users, logins, new listings and API calls month by month, for a year.',
  '/admin/agency-package-purchases':
    'Every payment: filters by status, provider, agency and date, with its provider events.',
  '/admin/agency-purchase-management':
    'Payment requests, bank transfers received, refunds, held payments and billing settings.',
  '/admin/discount-management':
    'Percent or fixed discounts with validity, caps and the packages they apply to.',
  '/admin/purchase-limits-management':
    'How often a package may be bought, and monthly spending ceilings per agency.',
  '/admin/content-pages':
    'About, help, FAQ, terms, privacy, landing pages and blog posts, with their history.',
  '/admin/advertisements':
    'Ads per slot with their schedule, impressions, clicks and click rate; advertising enquiries.',
  '/admin/webhooks':
    'Partners’ addresses that receive events as they happen: events, agency, secret, state.',
  '/admin/webhook-logs':
    'Every delivery attempt with its answer and next retry; redeliver an event.',
  '/admin/external-systems':
    'Partners’ API keys: scopes, agency, expiry, rate limit, last use; rotate or revoke.',
};
