import { useState } from 'react';
import { loginRequestSchema, type LoginRequest } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { Form, FormError, PasswordField, TextField, useZodForm } from '@/components/form';
import type { AuthResult } from '@/features/auth/auth-context';

export interface LoginFormProps {
  onSubmit(values: LoginRequest): Promise<AuthResult>;
  /** True while the website state closes sign-in: fields and button are disabled. */
  disabled?: boolean;
}

/** Email and password, checked with the contract's schema as the user types. */
export function LoginForm({ onSubmit, disabled = false }: LoginFormProps) {
  const form = useZodForm(loginRequestSchema, { defaultValues: { email: '', password: '' } });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: LoginRequest) => {
    setFailure(null);
    const result = await onSubmit(values);
    // A failure with no code was already reported by a toast.
    if (!result.ok && result.code) setFailure(result.message);
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Sign in" className="flex flex-col gap-4">
      <TextField<LoginRequest>
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        disabled={disabled}
      />
      <PasswordField<LoginRequest>
        name="password"
        label="Password"
        autoComplete="current-password"
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
        Sign in
      </Button>
    </Form>
  );
}
