import { useState, type ReactNode } from 'react';
import type { PaymentOptions, QuoteInput } from '@afrinest/contract';
import { Alert, Card, Spinner } from '@/components/ui';
import { getErrorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format-preferences';
import { useQuote } from '@/features/checkout/api/get-quote';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { DiscountCodeForm } from '@/features/checkout/components/discount-code-form';
import { OrderSummary } from '@/features/checkout/components/order-summary';

/**
 * The order summary (asked of the API), a discount code, and the payment form: the whole of
 * /pay, and of /pay/{id} for an open payment request. `back` is where to change the order.
 */
export function PaymentPanel({
  order,
  providers,
  back,
}: {
  order: QuoteInput;
  providers: PaymentOptions['providers'];
  back: ReactNode;
}) {
  const { money } = useFormat();
  const [discountCode, setDiscountCode] = useState<string | undefined>();
  const withCode = { ...order, discountCode };
  const quote = useQuote(withCode);

  if (quote.isPending) return <Spinner label="Working out the total…" />;
  if (quote.isError)
    return (
      <Alert variant="error" action={back}>
        {getErrorMessage(quote.error, 'The order summary could not be loaded.')}
      </Alert>
    );
  const total = money({ amountMinor: quote.data.totalMinor, currency: quote.data.currency });
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <Card title="Your order">
        <div className="flex flex-col gap-4">
          <OrderSummary quote={quote.data} />
          <DiscountCodeForm order={order} applied={discountCode} onApplied={setDiscountCode} />
          {back}
        </div>
      </Card>
      <Card title="Payment">
        <CheckoutForm order={withCode} providers={providers} payLabel={`Pay ${total}`} />
      </Card>
    </div>
  );
}
