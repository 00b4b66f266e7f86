import { useEffect } from 'react';
import { preferencesStore } from '@/lib/format-preferences';
import { usePreferencesQuery } from '@/features/preferences/api/get-preferences';

/**
 * Loads a signed-in person's preferences into the store every screen formats with, so money,
 * areas and dates follow them on any device they sign in on. Renders nothing.
 */
export function PreferencesSync({ signedIn }: { signedIn: boolean }) {
  const prefs = usePreferencesQuery({ enabled: signedIn });
  useEffect(() => {
    if (signedIn && prefs.data) preferencesStore.set(prefs.data);
  }, [signedIn, prefs.data]);
  return null;
}
