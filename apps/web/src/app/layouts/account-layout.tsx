import { Outlet } from 'react-router';
import { SiteShell } from '@/app/layouts/site-shell';

/** Signed-in pages: the site frame with a readable content column. */
export function AccountLayout() {
  return (
    <SiteShell>
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-10">
        <Outlet />
      </div>
    </SiteShell>
  );
}
