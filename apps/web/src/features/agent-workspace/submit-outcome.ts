import { fieldErrorsSchema } from '@afrinest/contract';
import { getErrorMessage, toApiError } from '@/lib/api-client';

/** What a form shows after the server refused it: its message, and the fields it named. */
export type SubmitOutcome = null | { message: string; fields?: Record<string, string[]> };

export function outcomeOf(e: unknown, fallback: string): Exclude<SubmitOutcome, null> {
  const fields = fieldErrorsSchema.safeParse(
    (toApiError(e).details as { fields?: unknown } | undefined)?.fields,
  );
  return {
    message: getErrorMessage(e, fallback),
    ...(fields.success ? { fields: fields.data } : {}),
  };
}
