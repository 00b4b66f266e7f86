import { Link } from 'react-router';
import type { Payment } from '@afrinest/contract';
import { Alert } from '@/components/ui';
import { formatBytes, isBytesItem } from '@/lib/format-bytes';
import { formatNumber } from '@/lib/format';
import { useFormat } from '@/lib/format-preferences';
import { actionLink } from '@/features/checkout/lib/link-styles';

const creditedText = (c: Payment['credited'][number]) =>
  isBytesItem({ code: '', unit: c.unit })
    ? `${c.name}: ${formatBytes(c.quantity)}`
    : `${c.name}: ${formatNumber(c.quantity)}${c.unit ? ` ${c.unit}` : ''}`;

/** A succeeded payment: the reference, the amount, what the agency was credited, the invoice. */
export function PaymentReceipt({ payment }: { payment: Payment }) {
  const { money } = useFormat();
  const facts: [string, string][] = [
    ['Reference', payment.reference],
    ['Amount paid', money({ amountMinor: payment.totalMinor, currency: payment.currency })],
    ['For', payment.description],
    ['Agency', payment.agency.name],
  ];
  return (
    <section aria-label="Receipt" className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">Payment received</h1>
      <Alert variant="success">Thank you: your payment is confirmed.</Alert>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md border border-gray-200 bg-white p-3">
            <dt className="text-sm text-gray-700">{label}</dt>
            <dd className="font-semibold break-words text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {payment.credited.length > 0 && (
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold text-gray-900">Credited to your agency</h2>
          <ul aria-label="Credited" className="list-disc pl-5 text-sm text-gray-900">
            {payment.credited.map((c) => (
              <li key={c.name}>{creditedText(c)}</li>
            ))}
          </ul>
        </div>
      )}
      {payment.invoiceId && (
        <div>
          <Link
            to={`/invoices?invoice=${encodeURIComponent(payment.invoiceId)}`}
            className={actionLink}
          >
            See the invoice
          </Link>
        </div>
      )}
    </section>
  );
}
