/**
 * Shows an error toast. sonner is loaded on first use (the <Toaster> is lazy too), keeping it
 * out of the first page's JavaScript; a toast raised before the Toaster mounts is replayed by it.
 */
export function notifyError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message));
}
