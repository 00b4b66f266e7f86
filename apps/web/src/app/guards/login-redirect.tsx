import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui';
import { authStorage } from '@/lib/storage';

/** A signed-out visit to a signed-in page: remember the page, then go to /login. */
export function LoginRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search + location.hash;

  useEffect(() => {
    authStorage.setPostLoginRedirect(here);
    void navigate('/login', { replace: true });
  }, [here, navigate]);

  return (
    <div className="flex justify-center py-16">
      <Spinner label="Redirecting to sign in…" />
    </div>
  );
}
