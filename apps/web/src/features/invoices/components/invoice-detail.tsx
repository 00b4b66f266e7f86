import type { ReactNode } from 'react';
import type { Invoice } from '@afrinest/contract';
import { Badge, Button, Card } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import { useDownloadInvoicePdf } from '@/features/invoices/api/download-invoice-pdf';
import { InvoiceTotals } from '@/features/invoices/components/invoice-totals';
import { INVOICE_KIND_LABELS } from '@/features/invoices/invoice-labels';

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      {children}
    </div>
  );
}

/** One invoice or credit note as issued: parties, lines, totals, how it was paid, and its PDF. */
export function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const { date } = useFormat();
  const download = useDownloadInvoicePdf();
  return (
    <Card
      title={`${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`}
      actions={
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate(invoice)}
        >
          Download PDF
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          Issued {date(invoice.issuedAt)}
          {invoice.kind === 'CREDIT_NOTE' && <Badge tone="info">Credit note</Badge>}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Party title="From">
            <p>{invoice.seller.name}</p>
            {invoice.seller.address && (
              <p className="whitespace-pre-line">{invoice.seller.address}</p>
            )}
            {invoice.seller.tin && <p>TIN {invoice.seller.tin}</p>}
          </Party>
          <Party title="To">
            <p>{invoice.buyer.name}</p>
            {invoice.buyer.address && (
              <p className="whitespace-pre-line">{invoice.buyer.address}</p>
            )}
            {invoice.buyer.email && <p className="break-all">{invoice.buyer.email}</p>}
          </Party>
        </div>
        <InvoiceTotals invoice={invoice} />
        <p className="text-sm text-gray-700">Paid with {invoice.paidWith}</p>
      </div>
    </Card>
  );
}
