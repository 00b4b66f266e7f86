import { useAuth } from '@/features/auth/use-auth';
import { PreferencesSync } from '@/features/preferences/preferences-sync';

/** The signed-in person's preferences, loaded into the formatting store every screen reads. */
export function AccountPreferences() {
  const { status } = useAuth();
  return <PreferencesSync signedIn={status === 'signed-in'} />;
}
