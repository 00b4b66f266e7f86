import { Outlet } from 'react-router';
import { AdminSidebar } from '@/app/layouts/admin-sidebar';
import { SiteShell } from '@/app/layouts/site-shell';

/** The admin area: the sections beside (or above, on phones) the page. */
export function AdminLayout() {
  return (
    <SiteShell>
      <div className="mx-auto flex w-full max-w-6xl flex-col md:flex-row">
        <AdminSidebar />
        <div className="min-w-0 flex-1 px-4 py-6 md:px-8">
          <Outlet />
        </div>
      </div>
    </SiteShell>
  );
}
