import type { PaymentRequest } from '@afrinest/contract';
import { useFormat } from '@/lib/format-preferences';

/** What a payment request is for: description, amount, due date, and its package if any. */
export function PaymentRequestFacts({ request }: { request: PaymentRequest }) {
  const { money, date } = useFormat();
  const facts: [string, string][] = [
    ['For', request.description],
    ['Agency', request.agency.name],
    ['Amount', `${money({ amountMinor: request.amountMinor, currency: request.currency })} + VAT`],
    ['Due', date(request.dueDate)],
    ...(request.package ? [['Package', request.package.name] as [string, string]] : []),
  ];
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="rounded-md border border-gray-200 bg-white p-3">
          <dt className="text-sm text-gray-700">{label}</dt>
          <dd className="font-semibold text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
