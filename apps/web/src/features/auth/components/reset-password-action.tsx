import { useState } from 'react';
import { AuthErrorCode, ErrorCode, fieldErrorsSchema } from '@afrinest/contract';
import { Alert } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { useResetPasswordMutation } from '@/features/auth/api/reset-password';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { TextLink } from '@/features/auth/components/text-link';

/** Link problems end the page: the person needs a new link, not another try. */
const LINK_PROBLEMS: string[] = [
  ErrorCode.LINK_EXPIRED,
  ErrorCode.LINK_INVALID,
  AuthErrorCode.LINK_USED,
];

/** /auth-action?mode=resetPassword&token=…: choose the new password; explains a spent link. */
export function ResetPasswordAction({ token }: { token: string }) {
  const reset = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<{ code: string; message: string } | null>(null);

  if (done) {
    return (
      <AuthPanel title="Password changed">
        <Alert variant="success">{done}</Alert>
        <p className="mt-4">
          <TextLink to="/login">Sign in with your new password</TextLink>
        </p>
      </AuthPanel>
    );
  }
  if (linkProblem) {
    return (
      <AuthPanel
        title={
          linkProblem.code === AuthErrorCode.LINK_USED
            ? 'Link already used'
            : 'This link does not work'
        }
        footer={<TextLink to="/login">Sign in</TextLink>}
      >
        <Alert variant="error">{linkProblem.message}</Alert>
        <p className="mt-4">
          <TextLink to="/forgot-password">Ask for a new link</TextLink>
        </p>
      </AuthPanel>
    );
  }
  return (
    <AuthPanel
      title="Choose a new password"
      intro="Every device signed in to your account will be signed out."
    >
      <ResetPasswordForm
        onSubmit={async (newPassword) => {
          try {
            setDone((await reset.mutateAsync({ token, newPassword })).message);
            return null;
          } catch (e) {
            const error = toApiError(e);
            if (LINK_PROBLEMS.includes(error.code)) {
              setLinkProblem({ code: error.code, message: error.message });
              return null;
            }
            const fields = fieldErrorsSchema.safeParse(
              (error.details as { fields?: unknown } | undefined)?.fields,
            );
            const onField = fields.success ? fields.data.newPassword?.[0] : undefined;
            return onField
              ? { field: 'newPassword', message: onField }
              : { message: error.message };
          }
        }}
      />
    </AuthPanel>
  );
}
