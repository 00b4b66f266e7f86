import { useState } from 'react';
import { PASSWORD_RULE, registerRequestSchema, type RegisterRequest } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { Form, FormError, PasswordField, TextField, useZodForm } from '@/components/form';
import type { AuthResult } from '@/features/auth/auth-context';

export interface RegisterFormProps {
  onSubmit(values: RegisterRequest): Promise<AuthResult>;
  /** Called after the account was created (the verification email is on its way). */
  onRegistered(values: RegisterRequest, message: string | undefined): void;
  disabled?: boolean;
}

const FIELDS = ['name', 'email', 'password'] as const;

/** Name, email and password, checked with the contract's schema as the user types. */
export function RegisterForm({ onSubmit, onRegistered, disabled = false }: RegisterFormProps) {
  const form = useZodForm(registerRequestSchema, {
    defaultValues: { name: '', email: '', password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: RegisterRequest) => {
    setFailure(null);
    const result = await onSubmit(values);
    if (result.ok) {
      onRegistered(values, result.message);
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
      <TextField<RegisterRequest>
        name="name"
        label="Full name"
        autoComplete="name"
        required
        disabled={disabled}
      />
      <TextField<RegisterRequest>
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={disabled}
      />
      <PasswordField<RegisterRequest>
        name="password"
        label="Password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        required
        disabled={disabled}
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
