import { Spinner } from '@/components/ui';

/** Shown while the first page's code loads (the router's HydrateFallback). */
export function InitialLoad() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner label="Loading…" />
    </div>
  );
}
