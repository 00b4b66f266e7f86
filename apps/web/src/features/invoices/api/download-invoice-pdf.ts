import { useMutation } from '@tanstack/react-query';
import type { Invoice } from '@afrinest/contract';
import { config } from '@/lib/config';
import { authStorage } from '@/lib/storage';

const FALLBACK = 'The PDF could not be downloaded. Please try again.';

/**
 * GET /api/invoices/{id}/pdf, saved as "{number}.pdf". Fetched here, not by the API client,
 * which reads every answer as text (a PDF is bytes); it sends the same bearer token the client
 * sends (authStorage), so the API knows whose invoice it is.
 */
export async function downloadInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const token = authStorage.getToken();
  const response = await fetch(
    `${config.apiUrl}/api/invoices/${encodeURIComponent(invoice.id)}/pdf`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    throw new Error(body?.error?.message || FALLBACK);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Failures are told in a toast (sonner, loaded on first use). */
export const useDownloadInvoicePdf = () =>
  useMutation({
    mutationFn: downloadInvoicePdf,
    onError: (e) =>
      void import('sonner').then(({ toast }) =>
        toast.error(e instanceof Error ? e.message : FALLBACK),
      ),
  });
