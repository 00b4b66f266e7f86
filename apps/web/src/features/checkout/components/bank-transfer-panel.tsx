import { Link } from 'react-router';
import type { CheckoutResult } from '@afrinest/contract';
import { Alert } from '@/components/ui';
import { useFormat } from '@/lib/format-preferences';
import { textLink } from '@/features/checkout/lib/link-styles';

/** A bank transfer was chosen: where to pay, the reference to write on it, and what happens next. */
export function BankTransferPanel({
  result,
}: {
  result: CheckoutResult & { bankTransfer: NonNullable<CheckoutResult['bankTransfer']> };
}) {
  const { money } = useFormat();
  const { payment, bankTransfer } = result;
  return (
    <section aria-label="Pay by bank transfer" className="flex flex-col gap-4">
      <Alert variant="success" title="Your order is placed">
        Pay {money({ amountMinor: payment.totalMinor, currency: payment.currency })} by bank
        transfer.
      </Alert>
      <div className="flex flex-col gap-1">
        <p className="text-sm text-gray-700">Write this reference on the transfer:</p>
        <p className="font-mono text-xl font-bold tracking-wider text-gray-900">
          {bankTransfer.reference}
        </p>
      </div>
      <p className="whitespace-pre-line rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-900">
        {bankTransfer.instructions}
      </p>
      <p className="text-sm text-gray-700">
        We credit your agency when an admin confirms the transfer. Your invoice then appears in{' '}
        <Link to="/invoices" className={textLink}>
          your invoices
        </Link>
        .
      </p>
    </section>
  );
}
