import { useAuth } from '@/features/auth/use-auth';
import { ProfilePage } from '@/features/profile/pages/profile-page';
import { roleLabels } from '@/app/role-labels';

/** /profile: the session's profile, shown by the profile feature. */
export function ProfileRoute() {
  const { user } = useAuth();
  // The guard shows this page only to a signed-in user.
  if (!user) return null;
  return <ProfilePage user={user} roleLabel={roleLabels[user.role]} />;
}
