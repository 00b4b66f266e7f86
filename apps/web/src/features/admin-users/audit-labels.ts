/** Admin actions as people say them; an action without a phrase here shows its code. */
const actionLabels: Record<string, string> = {
  'user.update': 'Edited the account',
  'user.role.change': 'Changed the role',
  'user.suspend': 'Suspended the account',
  'user.reactivate': 'Reactivated the account',
  'website-state.update': 'Changed the website state',
  'settings.analytics.update': 'Changed the analytics settings',
  'settings.contact.update': 'Changed the contact details',
  'settings.contact.seed': 'Set the demo contact details',
};
export const actionLabel = (action: string) => actionLabels[action] ?? action;

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

/** "role: USER → AGENT" for each field that differs between before and after. */
export function changesOf(before: unknown, after: unknown): string[] {
  const b = (before && typeof before === 'object' ? before : {}) as Record<string, unknown>;
  const a = (after && typeof after === 'object' ? after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${show(b[k])} → ${show(a[k])}`);
}
