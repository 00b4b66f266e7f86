import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '@/features/auth/auth-context';

/** The session: who is signed in, and the functions that change it. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
