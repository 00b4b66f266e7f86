import type { Invoice, InvoiceSummary } from '@afrinest/contract';

/** Answers for the invoices screen's tests (app/tests/invoices.test.tsx). */
const AGENCY_ID = '11111111-0000-4000-8000-000000000001';
const PAYMENT_ID = '44444444-0000-4000-8000-000000000001';

export const invoiceOf = (n: number, over: Partial<Invoice> = {}): Invoice => ({
  id: `55555555-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
  number: `INV-2026-${String(n).padStart(6, '0')}`,
  kind: 'INVOICE',
  paymentId: PAYMENT_ID,
  creditsInvoiceId: null,
  issuedAt: '2026-11-20T08:00:00.000Z',
  currency: 'UGX',
  seller: { name: 'AfriNest Ltd', address: 'Plot 5, Kampala Road', tin: '1000123456' },
  buyer: {
    agencyId: AGENCY_ID,
    name: 'Kampala Prime Properties',
    address: 'Ntinda, Kampala',
    email: 'billing@kpp.ug',
  },
  lines: [
    { description: 'Starter (30 days)', quantity: 1, unitMinor: 150_000, amountMinor: 150_000 },
  ],
  subtotalMinor: 150_000,
  discountMinor: 15_000,
  discountCode: 'SAVE10',
  vatPercent: 18,
  vatMinor: 24_300,
  totalMinor: 159_300,
  paidWith: 'Sandbox (test payments), mobile money',
  ...over,
});

export const summaryOf = (invoice: Invoice): InvoiceSummary => ({
  id: invoice.id,
  number: invoice.number,
  kind: invoice.kind,
  paymentId: invoice.paymentId,
  issuedAt: invoice.issuedAt,
  currency: invoice.currency,
  totalMinor: invoice.totalMinor,
  buyer: invoice.buyer,
});
