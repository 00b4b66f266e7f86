import { useState } from 'react';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@afrinest/contract';
import { Alert, Button } from '@/components/ui';
import { Form, FormError, TextField, useZodForm } from '@/components/form';
import { toApiError } from '@/lib/api-client';
import { useForgotPasswordMutation } from '@/features/auth/api/forgot-password';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { TextLink } from '@/features/auth/components/text-link';

/**
 * /forgot-password: asks for the address and always gives the same answer, whether an account
 * uses it or not, so the page reveals no account.
 */
export function ForgotPasswordPage() {
  const form = useZodForm(forgotPasswordRequestSchema, { defaultValues: { email: '' } });
  const send = useForgotPasswordMutation();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ForgotPasswordRequest) => {
    setFailure(null);
    try {
      const answer = await send.mutateAsync(values);
      setSent({ email: values.email, message: answer.message });
    } catch (e) {
      setFailure(toApiError(e).message);
    }
  };

  const footer = (
    <>
      Remembered it? <TextLink to="/login">Sign in</TextLink>
    </>
  );

  if (sent) {
    return (
      <AuthPanel title="Check your inbox" footer={footer}>
        <Alert variant="success">{sent.message}</Alert>
        <p className="mt-4 text-sm text-gray-700">
          We wrote to <strong className="break-all">{sent.email}</strong>. No mail after a few
          minutes? Look in your spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-emerald-800 underline underline-offset-2"
            onClick={() => setSent(null)}
          >
            try another address
          </button>
          .
        </p>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel
      title="Forgot your password?"
      intro="Enter the email address of your account. We will send you a link to choose a new password."
      footer={footer}
    >
      <Form
        form={form}
        onSubmit={submit}
        aria-label="Reset your password"
        className="flex flex-col gap-4"
      >
        <TextField<ForgotPasswordRequest>
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <FormError message={failure} />
        <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
          Send the link
        </Button>
      </Form>
    </AuthPanel>
  );
}
