import { z } from 'zod';
import {
  checkoutInputSchema,
  checkoutResultSchema,
  myPaymentsQuerySchema,
  pageOf,
  paymentOptionsSchema,
  paymentRequestSchema,
  paymentSchema,
  pricingSchema,
  quoteInputSchema,
  quoteSchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { PaymentsArea } from './payments.module';

const idParams = z.object({ id: z.uuid() });

/** The payer's side of Commerce II (issue 42): pricing, options, quote, checkout, status. */
export function paymentRoutes(app: App, m: PaymentsArea) {
  const tags = ['payments'];
  const user = { access: 'user' as const };

  app.get(
    '/api/packages',
    {
      schema: {
        tags,
        summary: 'The public packages and their prices (without VAT), for /pricing',
        response: { 200: pricingSchema },
      },
      config: { access: 'public' },
    },
    () => m.reads.pricing(),
  );
  app.get(
    '/api/payments/options',
    {
      schema: {
        tags,
        summary: 'The ways of paying offered, and the agencies the caller may pay for',
        response: { 200: paymentOptionsSchema },
      },
      config: user,
    },
    (request) => m.checkout.options(request.user!),
  );
  app.post(
    '/api/payments/quote',
    {
      schema: {
        tags,
        summary: 'The order summary: lines, discount, VAT and total (nothing is bought)',
        body: quoteInputSchema,
        response: { 200: quoteSchema },
      },
      config: user,
    },
    (request) => m.checkout.quote(request.user!, request.body),
  );
  app.post(
    '/api/payments/checkout',
    {
      schema: {
        tags,
        summary: 'Creates the payment (once per idempotency key) and starts it at the provider',
        body: checkoutInputSchema,
        response: { 200: checkoutResultSchema, 201: checkoutResultSchema },
      },
      config: user,
    },
    async (request, reply) => {
      const { replayed, payment, ...rest } = await m.checkout.checkout(request.user!, request.body);
      return reply
        .code(replayed ? 200 : 201)
        .send({ ...rest, payment: await m.views.payment(payment) });
    },
  );
  app.get(
    '/api/payments',
    {
      schema: {
        tags,
        summary: "The caller's agency's payments, newest first",
        querystring: myPaymentsQuerySchema,
        response: { 200: pageOf(paymentSchema) },
      },
      config: user,
    },
    (request) => m.reads.mine(request.user!, request.query),
  );
  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags,
        summary: "A payment of the caller's agency (admins: any)",
        params: idParams,
        response: { 200: paymentSchema },
      },
      config: user,
    },
    async (request) => m.views.payment(await m.reads.visible(request.user!, request.params.id)),
  );
  app.post(
    '/api/payments/:id/refresh',
    {
      schema: {
        tags,
        summary: 'Asks the provider where the payment stands now (the return page calls it)',
        params: idParams,
        response: { 200: paymentSchema },
      },
      config: user,
    },
    async (request) => {
      const p = await m.reads.visible(request.user!, request.params.id);
      return m.views.payment(await m.reads.refresh(p));
    },
  );
  app.get(
    '/api/payments/requests/:id',
    {
      schema: {
        tags,
        summary: "An admin's payment request to the caller's agency (/pay/{id})",
        params: idParams,
        response: { 200: paymentRequestSchema },
      },
      config: user,
    },
    (request) => m.reads.request(request.user!, request.params.id),
  );
}
