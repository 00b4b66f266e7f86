import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '@/features/auth/use-auth';

/**
 * Leaves for the home page first, then signs out: signing out on a signed-in page would make
 * its guard send the user to /login (and remember that page for the next sign-in).
 */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/');
    await logout();
  }, [logout, navigate]);
}
