import { createContext } from 'react';
import type { FieldErrors, LoginRequest, RegisterRequest, UserProfile } from '@afrinest/contract';

/** 'loading' while a stored token's profile is being fetched. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/**
 * What login and register hand back to their forms. A failure carries the message to show
 * inline; `code` is null when it was already reported by a toast (network trouble, 5xx).
 */
export type AuthResult =
  | { ok: true; message?: string }
  | { ok: false; code: string | null; message: string; fieldErrors?: FieldErrors };

export interface AuthContextValue {
  status: SessionStatus;
  user: UserProfile | null;
  login(input: LoginRequest): Promise<AuthResult>;
  register(input: RegisterRequest): Promise<AuthResult>;
  logout(): Promise<void>;
  /** After a social sign-in: the session cookie is set; take the bearer and profile from it. */
  completeSocialSignIn(): Promise<AuthResult>;
  /** A token handed over by another screen (a password change answers a new one). */
  acceptToken(token: string): void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
