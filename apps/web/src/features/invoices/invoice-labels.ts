import type { InvoiceKind } from '@afrinest/contract';

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
};
