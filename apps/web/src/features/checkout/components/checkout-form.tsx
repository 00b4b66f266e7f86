import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CheckoutResult, PaymentOptions, QuoteInput } from '@afrinest/contract';
import { CheckboxField, Form, FormError } from '@/components/form';
import { Alert, Button } from '@/components/ui';
import { toApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCreateCheckout, type CheckoutRequest } from '@/features/checkout/api/create-checkout';
import { BankTransferPanel } from '@/features/checkout/components/bank-transfer-panel';
import { PaymentMethodFields } from '@/features/checkout/components/payment-method-fields';
import {
  checkoutResolver,
  type CheckoutContext,
  type CheckoutFormValues,
} from '@/features/checkout/lib/checkout-resolver';

type BankTransferResult = CheckoutResult & {
  bankTransfer: NonNullable<CheckoutResult['bankTransfer']>;
};

/**
 * How to pay, the terms, and Pay. One idempotency key per visit, so a double click or a retry
 * after a lost answer makes one payment; a new key only once the API has answered a refusal
 * (nothing was made, the next try is a new one).
 */
export function CheckoutForm({
  order,
  providers,
  payLabel,
}: {
  order: QuoteInput;
  providers: PaymentOptions['providers'];
  /** "Pay USh 177,000". */
  payLabel: string;
}) {
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [bankTransfer, setBankTransfer] = useState<BankTransferResult | null>(null);
  const [leaving, setLeaving] = useState(false);
  // A second click can arrive before React has disabled the button: this stops it at once.
  const sending = useRef(false);
  useEffect(() => {
    // Back from the provider's page, the browser may show this page as it was left (busy): the
    // button works again, with the same key, so the same payment is taken up again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
  const only = providers.length === 1 ? providers[0] : undefined;
  const form = useForm<CheckoutFormValues, CheckoutContext, CheckoutRequest>({
    mode: 'onChange',
    resolver: checkoutResolver,
    context: { order, idempotencyKey },
    defaultValues: {
      provider: only?.name,
      method: only?.methods.length === 1 ? only.methods[0] : undefined,
      phone: '',
      acceptTerms: false,
    },
  });

  const submit = async (input: CheckoutRequest) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const result = await checkout.mutateAsync(input);
      if (result.redirectUrl) {
        // The provider's page: the button stays busy until the browser has left.
        setLeaving(true);
        window.location.assign(result.redirectUrl);
        return;
      }
      if (result.bankTransfer) setBankTransfer({ ...result, bankTransfer: result.bankTransfer });
      else void navigate(`/payment/success?payment=${encodeURIComponent(result.payment.id)}`);
    } catch (e) {
      const error = toApiError(e);
      if (error.status !== null) setIdempotencyKey(newIdempotencyKey());
      setFailure(error.message);
      sending.current = false;
    }
  };

  if (bankTransfer) return <BankTransferPanel result={bankTransfer} />;
  const busy = checkout.isPending || leaving;
  return (
    <Form form={form} onSubmit={submit} aria-label="Payment" className="flex flex-col gap-5">
      {providers.length === 0 ? (
        <Alert variant="warning">No way of paying is available right now. Try again later.</Alert>
      ) : (
        <PaymentMethodFields providers={providers} />
      )}
      {/* The terms of this purchase, here in full: there is no separate terms page yet. */}
      <section
        aria-label="Payment terms"
        className="rounded-md bg-gray-50 p-3 text-sm text-gray-700"
      >
        <h3 className="font-medium text-gray-900">Payment terms</h3>
        <ul className="mt-1 list-disc pl-5">
          <li>Prices are without VAT; VAT is added as shown above.</li>
          <li>The package starts when the payment is confirmed, and you receive an invoice.</li>
          <li>
            A refund is asked of our team; it comes with a credit note and takes back what is
            unused.
          </li>
        </ul>
      </section>
      <CheckboxField<CheckoutFormValues> name="acceptTerms" label="I accept the payment terms." />
      {failure && <Alert variant="error">{failure}</Alert>}
      <FormError />
      <div>
        <Button type="submit" size="lg" loading={busy} disabled={providers.length === 0}>
          {busy ? 'Processing…' : payLabel}
        </Button>
      </div>
    </Form>
  );
}
