import { useParams } from 'react-router';
import { toast } from 'sonner';
import { fieldErrorsSchema, type Role, type UpdateAdminUser } from '@afrinest/contract';
import { Alert, Card } from '@/components/ui';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import { useAdminUser } from '@/features/admin-users/api/get-admin-user';
import { useUpdateAdminUser } from '@/features/admin-users/api/update-admin-user';
import { UserEditForm, type SubmitOutcome } from '@/features/admin-users/components/user-edit-form';
import { AdminUserPageFrame } from '@/features/admin-users/components/admin-user-page-frame';

export interface AdminUserEditPageProps {
  /** The signed-in admin (the app passes it in): the role rules depend on who is editing. */
  actorRole: Role;
}

/** /admin/users/{id}/edit: name, role, agency and status of one account. */
export function AdminUserEditPage({ actorRole }: AdminUserEditPageProps) {
  const { id = '' } = useParams();
  const user = useAdminUser(id);
  const update = useUpdateAdminUser();

  const save = async (input: UpdateAdminUser): Promise<SubmitOutcome> => {
    try {
      await update.mutateAsync({ id, input });
      toast.success('Changes saved. They apply on the user’s next request.');
      return null;
    } catch (e) {
      const fields = fieldErrorsSchema.safeParse(
        (toApiError(e).details as { fields?: unknown } | undefined)?.fields,
      );
      return {
        message: getErrorMessage(e, 'Could not save the changes.'),
        ...(fields.success ? { fields: fields.data } : {}),
      };
    }
  };

  const target = user.data;
  // The server refuses it anyway; saying so up front spares the admin a form that cannot save.
  const protectedAccount = target?.role === 'AFRI_ADMIN' && actorRole !== 'AFRI_ADMIN';

  return (
    <AdminUserPageFrame
      id={id}
      title="Edit user"
      sibling={{ page: 'info', label: 'User info' }}
      query={user}
    >
      {target && (
        <Card title={`${target.name} · ${target.email}`}>
          {protectedAccount ? (
            <Alert variant="info">
              Only an AFRI_ADMIN can change an AFRI_ADMIN account or give that role.
            </Alert>
          ) : (
            <UserEditForm
              // A fresh form once the saved values come back; a refetch of the same ones keeps edits.
              key={JSON.stringify([
                target.name,
                target.role,
                target.agencyId,
                target.status,
                target.suspendedReason,
              ])}
              user={target}
              actorRole={actorRole}
              onSubmit={save}
            />
          )}
        </Card>
      )}
    </AdminUserPageFrame>
  );
}
