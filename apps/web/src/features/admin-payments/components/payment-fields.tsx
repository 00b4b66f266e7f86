import type { ReactNode } from 'react';
import type { AdminPayment } from '@afrinest/contract';
import { MoneyText } from '@/features/admin-payments/components/money-text';
import { InvoiceButton } from '@/features/admin-payments/components/invoice-button';
import { PaymentStatus } from '@/features/admin-payments/components/payment-status';
import {
  formatDateTime,
  methodLabels,
  providerLabels,
} from '@/features/admin-payments/payment-labels';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{label}</dt>
      <dd className="text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** Every field of a payment as the admin API gives it, money in its currency. */
export function PaymentFields({ payment: p }: { payment: AdminPayment }) {
  const money = (minor: number) => <MoneyText minor={minor} currency={p.currency} />;
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <Field label="Status">
        <PaymentStatus payment={p} />
        {p.failureReason && <span className="text-xs text-red-800">{p.failureReason}</span>}
      </Field>
      <Field label="Agency">{p.agency.name}</Field>
      <Field label="Payer">
        {p.payer.name} <span className="text-gray-700">({p.payer.email})</span>
      </Field>
      <Field label="For">
        {p.package ? `${p.package.name} — ${p.description}` : p.description}
        {p.purpose === 'REQUEST' && ' (a payment request)'}
      </Field>
      <Field label="Provider">
        {providerLabels[p.provider]} · {methodLabels[p.method]}
        {p.phone && <span className="block text-gray-700">{p.phone}</span>}
      </Field>
      <Field label="Provider’s reference">{p.providerTxId ?? '—'}</Field>
      {p.provider === 'bank_transfer' && (
        <Field label="Bank’s reference">{p.bankReference ?? 'Not received yet'}</Field>
      )}
      <Field label="Subtotal">{money(p.subtotalMinor)}</Field>
      <Field label="Discount">
        {p.discountMinor > 0 ? (
          <>
            −{money(p.discountMinor)} {p.discountCode && `(${p.discountCode})`}
          </>
        ) : (
          'None'
        )}
      </Field>
      <Field label="VAT">{money(p.vatMinor)}</Field>
      <Field label="Total">
        <strong>{money(p.totalMinor)}</strong>
      </Field>
      <Field label="Created">{formatDateTime(p.createdAt)}</Field>
      <Field label="Last change">{formatDateTime(p.updatedAt)}</Field>
      <Field label="Paid">{p.succeededAt ? formatDateTime(p.succeededAt) : 'Not paid'}</Field>
      <Field label="Credited">
        {p.credited.length === 0
          ? 'Nothing yet'
          : p.credited.map((c) => `${c.name} ${c.quantity} ${c.unit}`.trim()).join(', ')}
      </Field>
      <Field label="Invoice">
        {p.invoiceId ? <InvoiceButton invoiceId={p.invoiceId} /> : 'Issued once it is paid'}
      </Field>
    </dl>
  );
}
