import { useLocation, useNavigate } from 'react-router';
import { Alert, Button } from '@/components/ui';
import { authStorage } from '@/lib/storage';

/** The return pages are public, their payment is not: sign in, then come back here. */
export function SignInPrompt({ children }: { children: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const signIn = () => {
    authStorage.setPostLoginRedirect(location.pathname + location.search);
    void navigate('/login');
  };
  return (
    <Alert variant="info" action={<Button onClick={signIn}>Sign in</Button>}>
      {children}
    </Alert>
  );
}
