/**
 * A page that cannot exist: 404 (missing, pending or suspended) or 400 (an id that is not a
 * UUID, typed by hand). Both are not-found to a visitor, and neither is worth a retry.
 */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return status === 404 || status === 400;
}
