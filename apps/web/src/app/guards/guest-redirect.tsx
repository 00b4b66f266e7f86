import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { authStorage } from '@/lib/storage';
import { safeRedirectPath } from '@/app/guards/access';

/**
 * A signed-in user on a guest-only page (sign-in, register): on to the page stored before
 * signing in, or the dashboard. Read once (idempotent), forgotten after.
 */
export function GuestRedirect() {
  const [target] = useState(() => safeRedirectPath(authStorage.getPostLoginRedirect()));
  useEffect(() => {
    authStorage.takePostLoginRedirect();
  }, []);
  return <Navigate to={target} replace />;
}
