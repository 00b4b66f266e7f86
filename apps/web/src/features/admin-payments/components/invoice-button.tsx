import { toast } from 'sonner';
import { Button } from '@/components/ui';
import { useDownloadInvoice } from '@/features/admin-payments/api/download-invoice';

/** Downloads the payment's invoice as a PDF (a refund's credit note is listed with invoices). */
export function InvoiceButton({ invoiceId }: { invoiceId: string }) {
  const download = useDownloadInvoice();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={download.isPending}
      onClick={() =>
        download.mutate(invoiceId, {
          onError: (e) => toast.error(e.message),
        })
      }
    >
      Download the invoice (PDF)
    </Button>
  );
}
