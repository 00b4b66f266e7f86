import {
  invoiceNumber,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  PaymentErrorCode,
  PaymentMessages,
  type BillingSettings,
  type Currency,
  type Invoice,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceSummary,
  type ListInvoicesQuery,
  type PaymentMethod,
  type PaymentProviderName,
} from '@afrinest/contract';
import { AppError } from '../../../platform/http/errors';
import type { Exec } from '../entitlements/ledger.repository';
import type { PaymentRow } from '../payments/payments.repository';
import type { InvoiceRow, InvoicesRepository } from './invoices.repository';

/** The buyer as the invoice keeps it: later edits of the agency do not change an issued invoice. */
export interface Buyer {
  agencyId: string;
  name: string;
  address: string;
  email: string;
}

/** The year invoices are numbered in: the marketplace's own (Africa/Kampala). */
const yearIn = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(at));

export const invoiceNotFound = () =>
  new AppError(404, PaymentErrorCode.INVOICE_NOT_FOUND, PaymentMessages.INVOICE_NOT_FOUND);

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as InvoiceKind,
    paymentId: row.paymentId,
    creditsInvoiceId: row.creditsInvoiceId,
    issuedAt: row.issuedAt.toISOString(),
    currency: row.currency as Currency,
    seller: row.seller as Invoice['seller'],
    buyer: row.buyer as Invoice['buyer'],
    lines: row.lines as InvoiceLine[],
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    discountCode: row.discountCode,
    vatPercent: row.vatPercent,
    vatMinor: row.vatMinor,
    totalMinor: row.totalMinor,
    paidWith: row.paidWith,
  };
}
const toSummary = (row: InvoiceRow): InvoiceSummary => {
  const { id, number, kind, paymentId, issuedAt, currency, totalMinor, buyer } = toInvoice(row);
  return { id, number, kind, paymentId, issuedAt, currency, totalMinor, buyer };
};

/**
 * Invoices on SUCCEEDED and credit notes on refunds (issue 42), issued inside the transaction
 * that moves the payment, so a number is taken only by a payment that is really paid.
 */
export function createInvoices(deps: {
  repo: InvoicesRepository;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function issue(
    tx: Exec,
    kind: InvoiceKind,
    p: PaymentRow,
    extra: { seller: BillingSettings; buyer: Buyer; lines: InvoiceLine[]; creditsId?: string },
  ): Promise<InvoiceRow> {
    const existing = await repo.ofPayment(tx, p.id, kind);
    if (existing) return existing;
    const at = now();
    const year = yearIn(at, deps.timeZone);
    const sequence = await repo.nextSequence(tx, kind, year);
    const sign = kind === 'CREDIT_NOTE' ? -1 : 1;
    return repo.insert(tx, {
      number: invoiceNumber(kind, year, sequence),
      kind,
      year,
      sequence,
      paymentId: p.id,
      creditsInvoiceId: extra.creditsId ?? null,
      agencyId: p.agencyId,
      issuedAt: at,
      currency: p.currency,
      seller: {
        name: extra.seller.sellerName,
        address: extra.seller.sellerAddress,
        tin: extra.seller.sellerTin,
      },
      buyer: extra.buyer,
      lines: extra.lines.map((l) => ({
        ...l,
        unitMinor: sign * l.unitMinor,
        amountMinor: sign * l.amountMinor,
      })),
      subtotalMinor: sign * p.subtotalMinor,
      discountMinor: sign * p.discountMinor,
      discountCode: p.discountCode,
      vatPercent: p.vatPercent,
      vatMinor: sign * p.vatMinor,
      totalMinor: sign * p.totalMinor,
      paidWith: `${PAYMENT_PROVIDER_LABELS[p.provider as PaymentProviderName]} · ${
        PAYMENT_METHOD_LABELS[p.method as PaymentMethod]
      }`,
    });
  }

  return {
    issue,
    async get(id: string): Promise<InvoiceRow> {
      const row = await repo.findById(id);
      if (!row) throw invoiceNotFound();
      return row;
    },
    async page(
      where: { agencyId?: string } & Partial<ListInvoicesQuery>,
      paging: ListInvoicesQuery,
    ) {
      const { rows, total } = await repo.page(where, paging.page, paging.pageSize);
      return { data: rows.map(toSummary), total, page: paging.page, pageSize: paging.pageSize };
    },
    ofPayment: (exec: Exec, paymentId: string, kind: InvoiceKind) =>
      repo.ofPayment(exec, paymentId, kind),
    idsOfPayments: (paymentIds: readonly string[]) => repo.idsOfPayments(paymentIds, 'INVOICE'),
  };
}
export type Invoices = ReturnType<typeof createInvoices>;
