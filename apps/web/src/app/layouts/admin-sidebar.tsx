import { NavLink } from 'react-router';
import { navLinkClass } from '@/app/layouts/link-styles';
import { adminSections } from '@/app/routes';

/** The admin sections, from the route table: a column on wide screens, a scrolling row on phones. */
export function AdminSidebar() {
  return (
    <nav
      aria-label="Admin"
      className="border-b border-gray-200 md:w-56 md:shrink-0 md:border-r md:border-b-0"
    >
      <ul className="flex gap-1 overflow-x-auto px-4 py-2 md:flex-col md:px-3 md:py-6">
        {adminSections.map((section) => (
          <li key={section.path} className="shrink-0">
            <NavLink to={section.path} end className={navLinkClass}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
