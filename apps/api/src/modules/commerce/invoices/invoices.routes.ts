import { z } from 'zod';
import {
  invoicePageSchema,
  invoiceSchema,
  isAdminRole,
  listInvoicesQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { PaymentReads } from '../payments/payment-reads.service';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceNotFound, toInvoice, type Invoices } from './invoices.service';

const idParams = z.object({ id: z.uuid() });

/** Invoices and credit notes (issue 42): an agency's own, and every one for admins. */
export function invoiceRoutes(
  app: App,
  deps: { invoices: Invoices; reads: PaymentReads; product: string },
) {
  const tags = ['invoices'];
  const { invoices, reads } = deps;
  const visible = async (user: Parameters<PaymentReads['mayRead']>[0], id: string) => {
    const row = await invoices.get(id);
    if (!(await reads.mayRead(user, row.agencyId))) throw invoiceNotFound();
    return row;
  };

  app.get(
    '/api/invoices',
    {
      schema: {
        tags,
        summary: "The caller's agency's invoices and credit notes, newest first",
        querystring: listInvoicesQuerySchema,
        response: { 200: invoicePageSchema },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const q = request.query;
      const readable = await reads.readableAgencies(request.user!);
      const agencyId =
        q.agencyId && (readable.includes(q.agencyId) || isAdminRole(request.user!.role))
          ? q.agencyId
          : readable[0];
      if (!agencyId) return { data: [], total: 0, page: q.page, pageSize: q.pageSize };
      return invoices.page({ agencyId, kind: q.kind }, q);
    },
  );
  app.get(
    '/api/admin/invoices',
    {
      schema: {
        tags,
        summary: 'Every invoice and credit note; by agency and kind',
        querystring: listInvoicesQuerySchema,
        response: { 200: invoicePageSchema },
      },
      config: { access: ADMIN },
    },
    (request) =>
      invoices.page({ agencyId: request.query.agencyId, kind: request.query.kind }, request.query),
  );
  app.get(
    '/api/invoices/:id',
    {
      schema: {
        tags,
        summary: 'An invoice or credit note',
        params: idParams,
        response: { 200: invoiceSchema },
      },
      config: { access: 'user' },
    },
    async (request) => toInvoice(await visible(request.user!, request.params.id)),
  );
  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: { tags, summary: 'An invoice or credit note as a PDF', params: idParams },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const invoice = toInvoice(await visible(request.user!, request.params.id));
      const pdf = await renderInvoicePdf(invoice, { productName: deps.product });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
