import { useAuth } from '@/features/auth/use-auth';
import { ProfileEditPage } from '@/features/profile/pages/profile-edit-page';

/** /profile/edit: the profile feature's forms, with the session taking a changed password's token. */
export function ProfileEditRoute() {
  const { user, acceptToken } = useAuth();
  if (!user) return null;
  return <ProfileEditPage user={user} onTokenChanged={acceptToken} />;
}
