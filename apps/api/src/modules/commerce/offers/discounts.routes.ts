import {
  discountInputSchema,
  discountPageSchema,
  discountSchema,
  discountUpdateSchema,
  idParamsSchema,
  listDiscountsQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { DiscountsService } from './discounts.service';

/** Discount codes (issue 42): /api/admin/discounts. */
export function discountRoutes(app: App, discounts: DiscountsService) {
  const config = { access: ADMIN };
  const tags = ['admin-discounts'];
  app.get(
    '/api/admin/discounts',
    {
      schema: {
        tags,
        summary:
          'Discount codes, newest first, with their redemptions: search code and description',
        querystring: listDiscountsQuerySchema,
        response: { 200: discountPageSchema },
      },
      config,
    },
    (request) => discounts.list(request.query),
  );
  app.post(
    '/api/admin/discounts',
    {
      schema: {
        tags,
        summary: 'Create a discount code (409 CODE_TAKEN; audited)',
        body: discountInputSchema,
        response: { 201: discountSchema },
      },
      config,
    },
    async (request, reply) =>
      reply.code(201).send(await discounts.create(request.user!, request.body)),
  );
  app.put(
    '/api/admin/discounts/:id',
    {
      schema: {
        tags,
        summary:
          'Edit a discount code with the version read (409 STALE_VERSION, CODE_TAKEN; audited)',
        params: idParamsSchema,
        body: discountUpdateSchema,
        response: { 200: discountSchema },
      },
      config,
    },
    (request) => discounts.update(request.user!, request.params.id, request.body),
  );
}
