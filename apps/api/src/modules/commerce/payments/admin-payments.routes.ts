import { z } from 'zod';
import {
  adminPaymentDetailSchema,
  adminPaymentPageSchema,
  adminPaymentSchema,
  cancelPaymentInputSchema,
  listPaymentsQuerySchema,
  markReceivedInputSchema,
  refundInputSchema,
  releaseInputSchema,
  type AdminPayment,
  type PaymentEvent,
  type PaymentProviderName,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { PaymentsArea } from './payments.module';
import type { PaymentRow } from './payments.repository';
import { paymentNotFound } from './settlement.service';

const idParams = z.object({ id: z.uuid() });

/** The admin's payments (issue 42): every purchase, its events, and the actions on it. */
export function adminPaymentRoutes(app: App, m: PaymentsArea) {
  const tags = ['payments'];
  const admin = { access: ADMIN };
  const one = async (row: PaymentRow): Promise<AdminPayment> => (await m.views.admin([row]))[0]!;

  app.get(
    '/api/admin/payments',
    {
      schema: {
        tags,
        summary: 'Every payment: filters by status, provider, agency, held and dates',
        querystring: listPaymentsQuerySchema,
        response: { 200: adminPaymentPageSchema },
      },
      config: admin,
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await m.repo.page(q, q.page, q.pageSize);
      return { data: await m.views.admin(rows), total, page: q.page, pageSize: q.pageSize };
    },
  );
  app.get(
    '/api/admin/payments/:id',
    {
      schema: {
        tags,
        summary: 'A payment with every event its provider sent or answered',
        params: idParams,
        response: { 200: adminPaymentDetailSchema },
      },
      config: admin,
    },
    async (request) => {
      const row = await m.repo.findById(m.db, request.params.id);
      if (!row) throw paymentNotFound();
      const events: PaymentEvent[] = (await m.repo.eventsOf(row.id)).map((e) => ({
        id: e.id,
        provider: e.provider as PaymentProviderName,
        kind: e.kind,
        outcome: e.outcome,
        receivedAt: e.receivedAt.toISOString(),
        payload: e.payload,
      }));
      return { payment: await one(row), events };
    },
  );

  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (
      user: NonNullable<Parameters<typeof m.admin.cancel>[0]>,
      id: string,
      input: z.infer<B>,
    ) => Promise<PaymentRow>,
  ) =>
    app.post(
      `/api/admin/payments/:id/${path}`,
      {
        schema: { tags, summary, params: idParams, body, response: { 200: adminPaymentSchema } },
        config: admin,
      },
      async (request) =>
        one(await run(request.user!, request.params.id, request.body as z.infer<B>)),
    );
  action(
    'mark-received',
    'A bank transfer arrived: credited as ordered (audited)',
    markReceivedInputSchema,
    (u, id, b) => m.admin.markReceived(u, id, b.bankReference),
  );
  action(
    'refund',
    'Refund: a credit note, and the unused part taken back (audited)',
    refundInputSchema,
    (u, id, b) => m.admin.refund(u, id, b.reason),
  );
  action(
    'cancel',
    'Cancel a payment not yet confirmed (audited)',
    cancelPaymentInputSchema,
    (u, id, b) => m.admin.cancel(u, id, b.reason),
  );
  action(
    'release',
    'Release a held payment: credited as ordered (audited)',
    releaseInputSchema,
    (u, id, b) => m.admin.release(u, id, b.reason),
  );
}
