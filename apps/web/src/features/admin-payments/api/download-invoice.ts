import { useMutation } from '@tanstack/react-query';
import { config } from '@/lib/config';
import { authStorage } from '@/lib/storage';

/** The file name the API gives in Content-Disposition, else the invoice id. */
const fileNameOf = (disposition: string | null, id: string) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? `invoice-${id}.pdf`;

/**
 * GET /api/invoices/{id}/pdf, saved as a file. Fetched here rather than through the API client,
 * which reads every answer as text (a PDF's bytes would not survive) and a plain link would not
 * carry the bearer token.
 */
export const downloadInvoice = async (id: string): Promise<string> => {
  const token = authStorage.getToken();
  const response = await fetch(`${config.apiUrl}/api/invoices/${encodeURIComponent(id)}/pdf`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) throw new Error('Could not download the invoice. Try again.');
  const name = fileNameOf(response.headers.get('content-disposition'), id);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return name;
};

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
