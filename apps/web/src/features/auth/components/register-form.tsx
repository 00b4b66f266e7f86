import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ContentErrorCode,
  LegalMessages,
  PASSWORD_RULE,
  registerRequestSchema,
  type LegalAccept,
  type RegisterRequest,
} from '@afrinest/contract';
import { Button } from '@/components/ui';
import {
  CheckboxField,
  Form,
  FormError,
  PasswordField,
  TextField,
  useZodForm,
} from '@/components/form';
import type { AuthResult } from '@/features/auth/auth-context';
import { legalCurrentQueryOptions } from '@/features/auth/api/get-legal-current';

export interface RegisterFormProps {
  onSubmit(values: RegisterRequest): Promise<AuthResult>;
  /** Called after the account was created (the verification email is on its way). */
  onRegistered(values: RegisterRequest, message: string | undefined): void;
  disabled?: boolean;
}

const FIELDS = ['name', 'email', 'password'] as const;

/** The request, and the box that must be ticked before it is sent. */
const registerFormSchema = registerRequestSchema.extend({
  accepted: z.boolean().refine((v) => v, LegalMessages.MUST_ACCEPT),
});
type RegisterFormValues = z.input<typeof registerFormSchema>;

const legalLink = 'text-emerald-800 underline underline-offset-2';

/**
 * Name, email, password and the acceptance of the current terms and privacy notice, checked
 * with the contract's schema as the user types. The versions read from the API are sent with
 * the account, so the server records exactly what was accepted.
 */
export function RegisterForm({ onSubmit, onRegistered, disabled = false }: RegisterFormProps) {
  const queryClient = useQueryClient();
  // Read as the form opens, so submitting waits for nothing on a slow connection.
  useQuery({ ...legalCurrentQueryOptions, enabled: !disabled });
  const form = useZodForm(registerFormSchema, {
    defaultValues: { name: '', email: '', password: '', accepted: false },
  });
  const [failure, setFailure] = useState<string | null>(null);

  /** The versions to send; none when they could not be read (then the user is asked later). */
  const legalVersions = async (): Promise<LegalAccept | undefined> => {
    const current = await queryClient.fetchQuery(legalCurrentQueryOptions).catch(() => undefined);
    if (!current?.terms || !current.privacy) return undefined;
    return { terms: current.terms, privacy: current.privacy };
  };

  const submit = async ({
    accepted: _accepted,
    ...values
  }: z.output<typeof registerFormSchema>) => {
    setFailure(null);
    const legal = await legalVersions();
    const request: RegisterRequest & { legal?: LegalAccept } = legal
      ? { ...values, legal }
      : values;
    const result = await onSubmit(request);
    if (result.ok) {
      onRegistered(values, result.message);
      return;
    }
    if (result.code === ContentErrorCode.STALE_LEGAL) {
      // Newer versions came out while the form was open: read them, and ask again.
      await queryClient.invalidateQueries({ queryKey: legalCurrentQueryOptions.queryKey });
      form.setValue('accepted', false);
      setFailure(LegalMessages.STALE_LEGAL);
      return;
    }
    for (const field of FIELDS) {
      const message = result.fieldErrors?.[field]?.[0];
      if (message) form.setError(field, { message });
    }
    if (result.code) setFailure(result.message);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Create an account"
      className="flex flex-col gap-4"
    >
      <TextField<RegisterFormValues>
        name="name"
        label="Full name"
        autoComplete="name"
        required
        disabled={disabled}
      />
      <TextField<RegisterFormValues>
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={disabled}
      />
      <PasswordField<RegisterFormValues>
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        required
        disabled={disabled}
      />
      <CheckboxField<RegisterFormValues>
        name="accepted"
        required
        disabled={disabled}
        label={
          <>
            I accept the{' '}
            <a href="/terms" target="_blank" rel="noopener" className={legalLink}>
              terms of use<span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            and the{' '}
            <a href="/privacy" target="_blank" rel="noopener" className={legalLink}>
              privacy notice<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </>
        }
      />
      <FormError message={failure} />
      <Button
        type="submit"
        loading={form.formState.isSubmitting}
        disabled={disabled}
        className="w-full"
      >
        Create account
      </Button>
    </Form>
  );
}
