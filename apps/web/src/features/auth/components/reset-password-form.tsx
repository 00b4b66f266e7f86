import { useState } from 'react';
import { z } from 'zod';
import { PASSWORD_RULE, passwordSchema } from '@afrinest/contract';
import { Button } from '@/components/ui';
import { Form, FormError, PasswordField, useZodForm } from '@/components/form';

/** The new password twice: a typo on a phone keyboard would otherwise lock the person out. */
const resetFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The two passwords are not the same.',
    path: ['confirmPassword'],
  });
type ResetForm = z.infer<typeof resetFormSchema>;

export interface ResetPasswordFormProps {
  /** Resolves with a message to show under the form when the server refused. */
  onSubmit(newPassword: string): Promise<{ field?: string; message: string } | null>;
}

export function ResetPasswordForm({ onSubmit }: ResetPasswordFormProps) {
  const form = useZodForm(resetFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: ResetForm) => {
    setFailure(null);
    const refused = await onSubmit(values.newPassword);
    if (!refused) return;
    if (refused.field === 'newPassword') form.setError('newPassword', { message: refused.message });
    else setFailure(refused.message);
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Choose a new password"
      className="flex flex-col gap-4"
    >
      <PasswordField<ResetForm>
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        required
      />
      <PasswordField<ResetForm>
        name="confirmPassword"
        label="New password again"
        autoComplete="new-password"
        required
      />
      <FormError message={failure} />
      <Button type="submit" loading={form.formState.isSubmitting} className="w-full">
        Save the new password
      </Button>
    </Form>
  );
}
