import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@afrinest/contract';
import { AuthProvider } from '@/features/auth/auth-provider';
import { Analytics } from '@/app/analytics';
import { AccountPreferences } from '@/app/account-preferences';
import { createQueryClient } from '@/app/query-client';

// Toasts are never needed for the first paint: sonner loads right after it.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own, to start every test from an empty cache. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        <Analytics />
        <AccountPreferences />
        {children}
      </AuthProvider>
      {/* Top centre: clear of thumbs and of the browser's bottom bar on phones. */}
      <Suspense fallback={null}>
        <Toaster position="top-center" duration={TOAST_DURATION_MS} richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
