import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import {
  checkoutInputSchema,
  type CheckoutInput,
  type PaymentMethod,
  type PaymentProviderName,
  type QuoteInput,
} from '@afrinest/contract';
import type { CheckoutRequest } from '@/features/checkout/api/create-checkout';

/** What the payer fills in; the order itself comes from the page. */
export interface CheckoutFormValues {
  provider?: PaymentProviderName;
  method?: PaymentMethod;
  phone: string;
  acceptTerms: boolean;
}

/** The form's context (react-hook-form passes it to the resolver on every check). */
export interface CheckoutContext {
  order: QuoteInput;
  idempotencyKey: string;
}

const FORM_FIELDS: readonly string[] = ['provider', 'method', 'phone', 'acceptTerms'];
const byContract = zodResolver(checkoutInputSchema);

/** The API's input from the form and the order; the phone goes only with mobile money. */
export const toCheckoutInput = (
  values: CheckoutFormValues,
  { order, idempotencyKey }: CheckoutContext,
): CheckoutInput => ({
  ...order,
  provider: values.provider as PaymentProviderName,
  method: values.method as PaymentMethod,
  // An empty box is no number, for the contract's "Enter the mobile money number" message.
  phone: values.method === 'MOBILE_MONEY' && values.phone.trim() !== '' ? values.phone : undefined,
  // Unticked is sent as it is, for the contract to refuse with its own message.
  acceptTerms: values.acceptTerms as true,
  idempotencyKey,
});

type CheckoutResolver = Resolver<CheckoutFormValues, CheckoutContext, CheckoutRequest>;

/**
 * The checkout form checked by the contract's checkoutInputSchema. zod runs the cross-field
 * rules (a mobile money number must be MTN's or Airtel's) only once every field is valid, so
 * while the terms are unticked the rules are also run as if they were ticked: the phone is then
 * judged as it is typed, not only after the box is ticked.
 */
export const checkoutResolver: CheckoutResolver = async (values, context, options) => {
  const input = toCheckoutInput(values, context!);
  const contractOptions = options as unknown as ResolverOptions<CheckoutInput>;
  const strict = await byContract(input, undefined, contractOptions);
  if (Object.keys(strict.errors).length === 0)
    return strict as Awaited<ReturnType<CheckoutResolver>>;
  const errors: Record<string, unknown> = values.acceptTerms
    ? { ...strict.errors }
    : {
        ...(await byContract({ ...input, acceptTerms: true }, undefined, contractOptions)).errors,
        ...strict.errors,
      };
  // The order comes from the address, not from a field: a problem there is the form's own.
  const orderProblem = Object.keys(errors).find((key) => !FORM_FIELDS.includes(key));
  if (orderProblem)
    errors.root = {
      type: 'order',
      message: (errors[orderProblem] as { message?: string }).message,
    };
  return { values: {}, errors: errors as FieldErrors<CheckoutFormValues> };
};
