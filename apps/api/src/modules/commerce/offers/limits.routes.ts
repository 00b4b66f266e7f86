import { z } from 'zod';
import {
  packageLimitInputSchema,
  packageLimitSchema,
  pageQuerySchema,
  priceCurrencySchema,
  purchaseLimitsSchema,
  spendCeilingInputSchema,
  spendCeilingSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { LimitsService } from './limits.service';

const packageParams = z.object({ packageId: z.uuid('The package id is a UUID.') });
const agencyParams = z.object({ agencyId: z.uuid('The agency id is a UUID.') });
const ceilingParams = agencyParams.extend({ currency: priceCurrencySchema });

/** Purchase limits and spend ceilings (issue 42): /api/admin/purchase-limits. */
export function limitsRoutes(app: App, limits: LimitsService) {
  const config = { access: ADMIN };
  const tags = ['admin-purchase-limits'];
  const base = '/api/admin/purchase-limits';
  app.get(
    base,
    {
      schema: {
        tags,
        summary:
          "Every package's limit, and a page of agencies' monthly ceilings with this month's spend",
        querystring: pageQuerySchema,
        response: { 200: purchaseLimitsSchema },
      },
      config,
    },
    (request) => limits.overview(request.query),
  );
  app.put(
    `${base}/packages/:packageId`,
    {
      schema: {
        tags,
        summary: 'Set how often an agency may buy a package (audited)',
        params: packageParams,
        body: packageLimitInputSchema,
        response: { 200: packageLimitSchema },
      },
      config,
    },
    (request) => limits.setPackageLimit(request.user!, request.params.packageId, request.body),
  );
  app.delete(
    `${base}/packages/:packageId`,
    {
      schema: {
        tags,
        summary: "Remove a package's purchase limit (audited)",
        params: packageParams,
      },
      config,
    },
    async (request, reply) => {
      await limits.removePackageLimit(request.user!, request.params.packageId);
      return reply.code(204).send();
    },
  );
  app.put(
    `${base}/agencies/:agencyId`,
    {
      schema: {
        tags,
        summary: "Set an agency's monthly spending limit in one currency (audited)",
        params: agencyParams,
        body: spendCeilingInputSchema,
        response: { 200: spendCeilingSchema },
      },
      config,
    },
    (request) => limits.setCeiling(request.user!, request.params.agencyId, request.body),
  );
  app.delete(
    `${base}/agencies/:agencyId/:currency`,
    {
      schema: {
        tags,
        summary: "Remove an agency's spending limit in one currency (404 when none; audited)",
        params: ceilingParams,
      },
      config,
    },
    async (request, reply) => {
      const { agencyId, currency } = request.params;
      await limits.removeCeiling(request.user!, agencyId, currency);
      return reply.code(204).send();
    },
  );
}
