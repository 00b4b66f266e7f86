import {
  changePasswordRequestSchema,
  PASSWORD_RULE,
  type ChangePasswordRequest,
} from '@afrinest/contract';
import { Button } from '@/components/ui';
import { Form, FormError, PasswordField, useZodForm } from '@/components/form';

export interface ChangePasswordFormProps {
  /** Resolves with field messages or a form message when the server refused; null when done. */
  onSubmit(
    values: ChangePasswordRequest,
  ): Promise<{ fields?: Record<string, string[]>; message?: string } | null>;
}

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** Current and new password; the rule is shown and checked as the person types. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const form = useZodForm(changePasswordRequestSchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const submit = async (values: ChangePasswordRequest) => {
    const refused = await onSubmit(values);
    if (!refused) {
      form.reset();
      return;
    }
    for (const field of FIELDS) {
      const message = refused.fields?.[field]?.[0];
      if (message) form.setError(field, { message });
    }
    if (refused.message && !FIELDS.some((f) => refused.fields?.[f]))
      form.setError('root', { message: refused.message });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-label="Change password"
      className="flex flex-col gap-4"
    >
      <PasswordField<ChangePasswordRequest>
        name="currentPassword"
        label="Current password"
        autoComplete="current-password"
        required
      />
      <PasswordField<ChangePasswordRequest>
        name="newPassword"
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
        required
      />
      <FormError />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Change password
        </Button>
      </div>
    </Form>
  );
}
