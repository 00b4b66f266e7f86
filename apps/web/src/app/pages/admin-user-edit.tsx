import { useAuth } from '@/features/auth/use-auth';
import { AdminUserEditPage } from '@/features/admin-users/pages/admin-user-edit-page';

/** /admin/users/{id}/edit: the edit page, told who is editing (the role rules depend on it). */
export function AdminUserEditRoute() {
  const { user } = useAuth();
  // The route's guard shows this page to signed-in admins only.
  if (!user) return null;
  return <AdminUserEditPage actorRole={user.role} />;
}
