import type {
  AdminPayment,
  Currency,
  Package,
  Payment,
  PaymentMethod,
  PaymentProviderName,
  PaymentPurpose,
  PaymentStatus,
} from '@afrinest/contract';
import type { Invoices } from '../invoices/invoices.service';
import type { PaymentRow } from './payments.repository';

export interface ViewDeps {
  agencyNames: (ids: readonly string[]) => Promise<Map<string, string>>;
  packageOf: (id: string) => Promise<Package>;
  users: (ids: readonly string[]) => Promise<{ id: string; name: string; email: string }[]>;
  invoices: Pick<Invoices, 'idsOfPayments'>;
}

/** Payments as the contract shows them, read in batches for a page of rows. */
export function createPaymentViews(deps: ViewDeps) {
  async function payments(rows: PaymentRow[]): Promise<Payment[]> {
    const names = await deps.agencyNames([...new Set(rows.map((r) => r.agencyId))]);
    const packageIds = [...new Set(rows.flatMap((r) => (r.packageId ? [r.packageId] : [])))];
    const packages = new Map<string, Package>();
    for (const id of packageIds) packages.set(id, await deps.packageOf(id));
    // Only paid payments have an invoice: one read for the page.
    const paid = rows.filter((r) => r.status === 'SUCCEEDED' || r.status === 'REFUNDED');
    const invoiceIds = await deps.invoices.idsOfPayments(paid.map((r) => r.id));
    const out: Payment[] = [];
    for (const r of rows) {
      const pkg = r.packageId ? packages.get(r.packageId) : undefined;
      out.push({
        id: r.id,
        reference: r.reference,
        status: r.status as PaymentStatus,
        heldReason: r.heldReason,
        failureReason: r.failureReason,
        purpose: r.purpose as PaymentPurpose,
        provider: r.provider as PaymentProviderName,
        method: r.method as PaymentMethod,
        currency: r.currency as Currency,
        subtotalMinor: r.subtotalMinor,
        discountMinor: r.discountMinor,
        discountCode: r.discountCode,
        vatMinor: r.vatMinor,
        totalMinor: r.totalMinor,
        description: r.description,
        agency: { id: r.agencyId, name: names.get(r.agencyId) ?? '' },
        package: pkg ? { id: pkg.id, name: pkg.name } : null,
        requestId: r.requestId,
        phone: r.phone,
        invoiceId: invoiceIds.get(r.id) ?? null,
        credited:
          r.grantOperationId && pkg
            ? pkg.items.map((i) => ({ name: i.name, quantity: i.quantity, unit: i.unit }))
            : [],
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        succeededAt: r.succeededAt?.toISOString() ?? null,
      });
    }
    return out;
  }

  return {
    payments,
    async payment(row: PaymentRow): Promise<Payment> {
      return (await payments([row]))[0]!;
    },
    async admin(rows: PaymentRow[]): Promise<AdminPayment[]> {
      const [views, users] = await Promise.all([
        payments(rows),
        deps.users([...new Set(rows.map((r) => r.payerId))]),
      ]);
      const byId = new Map(users.map((u) => [u.id, u]));
      return views.map((v, i) => {
        const r = rows[i]!;
        const payer = byId.get(r.payerId);
        return {
          ...v,
          providerTxId: r.providerTxId,
          bankReference: r.bankReference,
          payer: { id: r.payerId, name: payer?.name ?? '', email: payer?.email ?? '' },
        };
      });
    },
  };
}
export type PaymentViews = ReturnType<typeof createPaymentViews>;
