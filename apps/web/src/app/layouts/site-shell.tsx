import type { ReactNode } from 'react';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';
import { SkipLink } from '@/app/layouts/skip-link';

/** Skip link, header, the page, footer: the frame every layout shares. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
