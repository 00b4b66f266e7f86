import { LoginPage } from '@/features/auth/pages/login-page';
import { useWebsiteState } from '@/features/website-state/api/get-website-state';

/** /login: the sign-in page, closed while the website state closes sign-in. */
export function LoginRoute() {
  const { state } = useWebsiteState();
  return <LoginPage websiteState={state} />;
}
