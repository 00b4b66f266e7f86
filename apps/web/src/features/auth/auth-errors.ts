import { ErrorCode, Messages, fieldErrorsSchema } from '@afrinest/contract';
import { getErrorMessage, toApiError } from '@/lib/api-client';
import type { AuthResult } from '@/features/auth/auth-context';

type Failure = Extract<AuthResult, { ok: false }>;

/**
 * Turns a failed login or register call into what its form shows. An answer from the server
 * (4xx: wrong password, unverified email, closed registration, rate limit) is shown inline
 * with the server's own message; anything else (no answer, 5xx) is reported through `notify`
 * (a toast) with the server's message or the fallback, and the form shows nothing more.
 */
export function toAuthFailure(
  e: unknown,
  fallback: string,
  notify: (message: string) => void,
): Failure {
  const error = toApiError(e);
  if (error.status === null || error.status >= 500) {
    const message = getErrorMessage(e, fallback);
    notify(message);
    return { ok: false, code: null, message };
  }
  const fieldErrors = fieldErrorsSchema.safeParse(error.details);
  const failure: Failure = {
    ok: false,
    code: error.code,
    message: messageFor(error.code, error.message),
  };
  return fieldErrors.success ? { ...failure, fieldErrors: fieldErrors.data } : failure;
}

/** The SPEC's words where it gives them (SPEC §5), else the server's message. */
function messageFor(code: string, serverMessage: string): string {
  switch (code) {
    case ErrorCode.EMAIL_NOT_VERIFIED:
      return Messages.EMAIL_NOT_VERIFIED;
    case ErrorCode.EMAIL_TAKEN:
      return Messages.EMAIL_TAKEN;
    default:
      return serverMessage || (Messages as Record<string, string>)[code] || Messages.INTERNAL;
  }
}
