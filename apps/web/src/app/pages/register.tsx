import { RegisterPage } from '@/features/auth/pages/register-page';
import { useWebsiteState } from '@/features/website-state/api/get-website-state';

/** /register: the sign-up page, closed while the website state closes registration. */
export function RegisterRoute() {
  const { state } = useWebsiteState();
  return <RegisterPage websiteState={state} />;
}
