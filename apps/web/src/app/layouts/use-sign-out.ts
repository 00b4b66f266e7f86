import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';
import { signOutState } from '@/app/guards/sign-out-state';

/**
 * Leaves for the home page, then signs out: signing out on a signed-in page would make its
 * guard send the user to /login (and remember that page for the next sign-in). The guards hold
 * off until the home page is on screen (signOutState), however late it renders.
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(async () => {
    // Already home: no page to leave, nothing to hold off.
    if (pathname !== '/') signOutState.start('/');
    await navigate('/');
    await logout();
  }, [logout, navigate, pathname]);
}
