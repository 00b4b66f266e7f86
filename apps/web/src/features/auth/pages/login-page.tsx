import { useState } from 'react';
import { isLoginOpen, Messages, type WebsiteStateValue } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialSignInButtons } from '@/features/auth/components/social-sign-in-buttons';
import { TextLink } from '@/features/auth/components/text-link';
import { useAuth } from '@/features/auth/use-auth';

export interface LoginPageProps {
  websiteState: WebsiteStateValue;
}

/**
 * Sign-in. Where to go afterwards is the route guard's job: once the session is signed in,
 * this guest-only page sends the user to the stored redirect or the dashboard.
 */
export function LoginPage({ websiteState }: LoginPageProps) {
  const { login } = useAuth();
  const open = isLoginOpen(websiteState);
  // The API still lets administrators sign in while sign-in is closed (they must be able to
  // reopen it), so they may unlock the form; everyone else is refused by the server.
  const [adminOverride, setAdminOverride] = useState(false);

  return (
    <AuthPanel
      title="Sign in"
      intro="Welcome back. Sign in to manage your favourites, listings and payments."
      footer={
        <>
          New here? <TextLink to="/register">Create an account</TextLink>
        </>
      }
    >
      {!open && !adminOverride && (
        <Alert
          variant="warning"
          title="Signing in is closed"
          className="mb-4"
          action={
            <Button variant="secondary" size="sm" onClick={() => setAdminOverride(true)}>
              I am an administrator
            </Button>
          }
        >
          {Messages.LOGIN_DISABLED}
        </Alert>
      )}
      <LoginForm onSubmit={login} disabled={!open && !adminOverride} />
      <p className="mt-4 text-center text-sm">
        <TextLink to="/forgot-password">Forgot your password?</TextLink>
      </p>
      <SocialSignInButtons disabled={!open} />
    </AuthPanel>
  );
}
