import {
  idParamsSchema,
  listPaymentRequestsQuerySchema,
  paymentRequestInputSchema,
  paymentRequestPageSchema,
  paymentRequestSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { PaymentRequestsService } from './payment-requests.service';

/**
 * Custom payment requests (issue 42): /api/admin/payment-requests. The payer's read,
 * /api/payments/requests/{id}, is the payments area's (it checks the caller's agency).
 */
export function paymentRequestRoutes(app: App, requests: PaymentRequestsService) {
  const config = { access: ADMIN };
  const tags = ['admin-payment-requests'];
  app.get(
    '/api/admin/payment-requests',
    {
      schema: {
        tags,
        summary: 'Payment requests, newest first: filter by status and agency, page',
        querystring: listPaymentRequestsQuerySchema,
        response: { 200: paymentRequestPageSchema },
      },
      config,
    },
    (request) => requests.list(request.query),
  );
  app.post(
    '/api/admin/payment-requests',
    {
      schema: {
        tags,
        summary: 'Ask an agency to pay an amount; its super agents get the link (audited)',
        body: paymentRequestInputSchema,
        response: { 201: paymentRequestSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await requests.create(request.user!, request.body)),
  );
  app.post(
    '/api/admin/payment-requests/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an open payment request (409 REQUEST_CLOSED; audited)',
        params: idParamsSchema,
        response: { 200: paymentRequestSchema },
      },
      config,
    },
    (request) => requests.cancel(request.user!, request.params.id),
  );
}
