import { Outlet } from 'react-router';
import { SiteShell } from '@/app/layouts/site-shell';

/** Pages open to everyone: the page decides its own width (the home hero is full-bleed). */
export function PublicLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
