import { useId } from 'react';
import { Link } from 'react-router';
import { cn, focusRing } from '@/components/ui';
import { ADMIN_SECTION_DESCRIPTIONS } from '@/app/admin-section-descriptions';
import type { AdminSection } from '@/app/routes';
import { AdminOverview } from '@/features/admin-statistics/components/admin-overview';

/**
 * /admin: the admin index. What needs attention and the figures first (issue 43), then one card
 * per admin section in the route table, so every section stays one click away. The table hands
 * the sections in, so this page does not import the table that loads it.
 */
export function AdminDashboardPage({ adminSections }: { adminSections: readonly AdminSection[] }) {
  const sectionsId = useId();
  const sections = adminSections.filter((section) => section.path !== '/admin');
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-semibold text-gray-900">Admin dashboard</h1>
      <AdminOverview />
      <section aria-labelledby={sectionsId} className="flex flex-col gap-3">
        <h2 id={sectionsId} className="text-lg font-semibold text-gray-900">
          All sections
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.path}>
              <Link
                to={section.path}
                className={cn(
                  'flex h-full flex-col gap-1 rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-emerald-600',
                  focusRing,
                )}
              >
                <span className="font-semibold text-gray-900">{section.label}</span>
                <span className="text-sm text-gray-700">
                  {ADMIN_SECTION_DESCRIPTIONS[section.path]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
