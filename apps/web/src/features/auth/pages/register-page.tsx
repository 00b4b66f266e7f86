import { useNavigate } from 'react-router';
import { isRegistrationOpen, Messages, type WebsiteStateValue } from '@afrinest/contract';
import { Alert } from '@/components/ui';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SocialSignInButtons } from '@/features/auth/components/social-sign-in-buttons';
import { TextLink } from '@/features/auth/components/text-link';
import { useAuth } from '@/features/auth/use-auth';

export interface RegisterPageProps {
  websiteState: WebsiteStateValue;
}

/** Why registration is closed, per website state (SPEC §4). */
const closedReason = (state: WebsiteStateValue): string =>
  state === 'ONLY_ADMIN'
    ? `${Messages.ONLY_ADMIN} ${Messages.REGISTRATION_DISABLED}`
    : Messages.REGISTRATION_DISABLED;

export function RegisterPage({ websiteState }: RegisterPageProps) {
  const { register } = useAuth();
  const navigate = useNavigate();
  const open = isRegistrationOpen(websiteState);

  return (
    <AuthPanel
      title="Create an account"
      intro="Save favourite homes and plots, contact agents and list your own property."
      footer={
        <>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </>
      }
    >
      {!open && (
        <Alert variant="warning" title="Registration is closed" className="mb-4">
          {closedReason(websiteState)}
        </Alert>
      )}
      <RegisterForm
        disabled={!open}
        onSubmit={register}
        onRegistered={(values, message) =>
          void navigate(`/email-verification?email=${encodeURIComponent(values.email)}`, {
            state: { email: values.email, message },
          })
        }
      />
      <SocialSignInButtons disabled={!open} />
    </AuthPanel>
  );
}
