import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AgenciesMessages, Messages, type InvitationPreview } from '@afrinest/contract';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { authStorage } from '@/lib/storage';
import { useAcceptInvitation } from '@/features/join-agency/api/accept-invitation';
import { useInvitation } from '@/features/join-agency/api/get-invitation';
import {
  NewAccountForm,
  type NewAccountValues,
} from '@/features/join-agency/components/new-account-form';

const roleNames = { AGENT: 'an agent', SUPER_AGENT: 'the super agent' } as const;

export interface JoinAgencyPageProps {
  /** The signed-in account's address, or null when signed out. */
  signedInEmail: string | null;
  /** Signs the new account in; resolves with null, or with the message to show. */
  signIn(email: string, password: string): Promise<string | null>;
  /** Where a new member goes once in (the agent profile when that page exists). */
  nextPath: string;
}

/**
 * /join-agency/{token} (ADR 0009): what the invitation offers, then either a name and password
 * for a new address, or — for an address that has an account — sign in as it and accept.
 */
export function JoinAgencyPage({ signedInEmail, signIn, nextPath }: JoinAgencyPageProps) {
  const { token = '' } = useParams();
  const invitation = useInvitation(token);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">Join an agency</h1>
      {invitation.isPending ? (
        <Spinner label="Loading the invitation…" />
      ) : invitation.isError ? (
        <Alert variant="error">
          {toApiError(invitation.error).status === 404 ||
          toApiError(invitation.error).status === 400
            ? AgenciesMessages.INVITATION_INVALID
            : getErrorMessage(invitation.error, Messages.FAILED_DATA)}
        </Alert>
      ) : (
        <Invitation
          token={token}
          preview={invitation.data}
          signedInEmail={signedInEmail}
          signIn={signIn}
          nextPath={nextPath}
        />
      )}
    </div>
  );
}

function Invitation({
  token,
  preview,
  signedInEmail,
  signIn,
  nextPath,
}: JoinAgencyPageProps & { token: string; preview: InvitationPreview }) {
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const sameAccount = signedInEmail?.toLowerCase() === preview.email.toLowerCase();

  const joined = async () => {
    // The account's role and agency changed: every cached answer about it is stale.
    await queryClient.invalidateQueries();
    toast.success(`Welcome to ${preview.agencyName}.`);
    void navigate(nextPath, { replace: true });
  };

  const createAndJoin = async (values: NewAccountValues): Promise<string | null> => {
    try {
      await accept.mutateAsync({ token, input: values });
    } catch (e) {
      return getErrorMessage(e, 'Could not accept the invitation.');
    }
    const refused = await signIn(preview.email, values.password);
    if (refused) return refused;
    await joined();
    return null;
  };

  const acceptSignedIn = async () => {
    setFailure(null);
    try {
      await accept.mutateAsync({ token, input: {} });
      await joined();
    } catch (e) {
      setFailure(getErrorMessage(e, 'Could not accept the invitation.'));
    }
  };

  const goSignIn = () => {
    // Back here after signing in, to accept.
    authStorage.setPostLoginRedirect(`/join-agency/${token}`);
    void navigate('/login');
  };

  return (
    <Card>
      <div className="flex flex-col gap-4">
        <p>
          <strong>{preview.agencyName}</strong> invites <strong>{preview.name}</strong> to join as{' '}
          {roleNames[preview.role]} on AfriNest.
        </p>
        {!preview.accountExists && !signedInEmail ? (
          <NewAccountForm
            email={preview.email}
            defaultName={preview.name}
            onSubmit={createAndJoin}
          />
        ) : sameAccount ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-gray-700">
              You are signed in as <span className="break-all">{preview.email}</span>.
            </p>
            {failure && <Alert variant="error">{failure}</Alert>}
            <div>
              <Button loading={accept.isPending} onClick={() => void acceptSignedIn()}>
                Accept and join {preview.agencyName}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <Alert variant="info">
              {signedInEmail
                ? `${AgenciesMessages.INVITATION_WRONG_ACCOUNT} You are signed in as ${signedInEmail}.`
                : `This invitation is for ${preview.email}, which already has an account. Sign in with that address to accept it.`}
            </Alert>
            {!signedInEmail && (
              <div>
                <Button onClick={goSignIn}>Sign in as {preview.email}</Button>
              </div>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
