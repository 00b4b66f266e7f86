import { EmptyState, Spinner } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-client';
import { useInvoice } from '@/features/invoices/api/get-invoice';
import { InvoiceDetail } from '@/features/invoices/components/invoice-detail';

/** The invoice chosen in the address (?invoice=), as loaded. */
export function InvoicePanel({ id }: { id: string }) {
  const invoice = useInvoice(id);
  if (invoice.isPending) return <Spinner label="Loading the invoice…" />;
  if (invoice.isError) {
    const status = toApiError(invoice.error).status;
    return status === 404 || status === 400 || status === 403 ? (
      <EmptyState title="Invoice not found" description="It may belong to another agency." />
    ) : (
      <LoadError
        error={invoice.error}
        retrying={invoice.isFetching}
        onRetry={() => void invoice.refetch()}
      />
    );
  }
  return <InvoiceDetail invoice={invoice.data} />;
}
