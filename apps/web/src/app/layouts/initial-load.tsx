import { Spinner } from '@/components/ui';
import { Logo } from '@/app/layouts/logo';

/**
 * Shown while the first page's code loads (the router's HydrateFallback). It looks exactly like
 * the static shell in index.html (header bar, spinner), so the hand-over from HTML to React
 * draws nothing new.
 */
export function InitialLoad() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
        </div>
      </header>
      <main className="flex flex-1 items-center justify-center">
        <Spinner label="Loading…" />
      </main>
    </div>
  );
}
