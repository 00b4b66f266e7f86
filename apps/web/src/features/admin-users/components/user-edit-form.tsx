import { useEffect, useState } from 'react';
import {
  roleSchema,
  updateAdminUserSchema,
  userStatusSchema,
  type AdminUser,
  type Role,
  type UpdateAdminUser,
  type UpdateAdminUserInput,
} from '@afrinest/contract';
import {
  Form,
  FormError,
  SaveButton,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@/components/form';
import { AgencyField } from '@/features/admin-users/components/agency-field';
import { roleWithCode, statusLabels } from '@/features/admin-users/user-labels';

export interface UserEditFormProps {
  user: AdminUser;
  /** The signed-in admin's role: only an AFRI_ADMIN may give the AFRI_ADMIN role. */
  actorRole: Role;
  /** Resolves with null when saved, or with the server's refusal (and per-field problems). */
  onSubmit(values: UpdateAdminUser): Promise<SubmitOutcome>;
}
export type SubmitOutcome = null | { message: string; fields?: Record<string, string[]> };

const Text = TextField<UpdateAdminUserInput>;
const Select = SelectField<UpdateAdminUserInput>;

const statusOptions = userStatusSchema.options.map((s) => ({ value: s, label: statusLabels[s] }));

/** Name, role, agency and status (with the reason the user sees), checked as the admin types. */
export function UserEditForm({ user, actorRole, onSubmit }: UserEditFormProps) {
  const form = useZodForm(updateAdminUserSchema, {
    defaultValues: {
      name: user.name,
      role: user.role,
      agencyId: user.agencyId ?? '',
      status: user.status,
      suspendedReason: user.suspendedReason ?? '',
    },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const roleOptions = roleSchema.options.map((r) => ({
    value: r,
    label: roleWithCode(r),
    disabled: r === 'AFRI_ADMIN' && actorRole !== 'AFRI_ADMIN',
  }));

  // Choosing "Suspended" asks for the reason at once; choosing "Active" drops the question.
  const status = form.watch('status');
  const { trigger } = form;
  useEffect(() => {
    if (form.formState.dirtyFields.status) void trigger('suspendedReason');
  }, [status, trigger, form.formState.dirtyFields.status]);

  const submit = async (values: UpdateAdminUser) => {
    setFailure(null);
    const outcome = await onSubmit(values);
    if (!outcome) return;
    setFailure(outcome.message);
    for (const [name, messages] of Object.entries(outcome.fields ?? {}))
      if (name in values)
        form.setError(name as keyof UpdateAdminUserInput, { message: messages[0] });
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Edit user" className="flex flex-col gap-4">
      <Text name="name" label="Name" autoComplete="off" required />
      <Select
        name="role"
        label="Role"
        options={roleOptions}
        // Shown from the first paint (some DOMs drop the value the form library sets early).
        defaultValue={user.role}
        hint={
          actorRole === 'AFRI_ADMIN'
            ? 'Takes effect on the user’s next request.'
            : 'Takes effect on the user’s next request. Only an AFRI_ADMIN can give the AFRI_ADMIN role.'
        }
        required
      />
      <AgencyField />
      <Select
        name="status"
        label="Status"
        options={statusOptions}
        defaultValue={user.status}
        required
      />
      {status === 'SUSPENDED' && (
        <TextareaField<UpdateAdminUserInput>
          name="suspendedReason"
          label="Reason for the suspension"
          hint="The user sees this reason. Their next request is refused and their sessions end."
          maxLength={500}
          rows={3}
          required
        />
      )}
      <FormError message={failure} />
      <SaveButton>Save changes</SaveButton>
    </Form>
  );
}
