/** A unique index refused the row (two admins saving the same code or slug at once). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  return (err?.cause?.code ?? err?.code) === '23505';
}

/** Runs a write, answering `taken()` (a 409) when a unique index refuses it. */
export async function unlessTaken<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw taken();
    throw e;
  }
}
