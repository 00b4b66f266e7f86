import { useState } from 'react';
import type { z } from 'zod';
import { PASSWORD_RULE, acceptInvitationSchema } from '@afrinest/contract';
import { Form, FormError, PasswordField, TextField, useZodForm } from '@/components/form';
import { Button } from '@/components/ui';

/** Both fields are needed when the address has no account yet (the contract has them optional). */
const newAccountSchema = acceptInvitationSchema.required();
export type NewAccountValues = z.infer<typeof newAccountSchema>;
type Input = z.input<typeof newAccountSchema>;

export interface NewAccountFormProps {
  email: string;
  defaultName: string;
  /** Resolves with null when done, or with the message to show. */
  onSubmit(values: NewAccountValues): Promise<string | null>;
}

/** Name and password for the invited address, checked as typed with the contract's password rule. */
export function NewAccountForm({ email, defaultName, onSubmit }: NewAccountFormProps) {
  const form = useZodForm(newAccountSchema, {
    defaultValues: { name: defaultName, password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: NewAccountValues) => {
    setFailure(null);
    setFailure(await onSubmit(values));
  };
  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Join the agency"
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-gray-700">
        Your account will be <strong className="break-all">{email}</strong>.
      </p>
      <TextField<Input> name="name" label="Your name" autoComplete="name" required />
      <PasswordField<Input>
        name="password"
        label="Choose a password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        required
      />
      <FormError message={failure} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Join and sign in
        </Button>
      </div>
    </Form>
  );
}
