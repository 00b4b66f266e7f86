import {
  externalListingInputSchema,
  externalListingParamsSchema,
  externalListingResultSchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { PartnerListingsService } from './partner-listings.service';

/**
 * A partner's listings by its own ids (issue 45): API keys with listings:write only. No role
 * reaches these routes (access []): a person manages listings through /api/properties.
 */
export function partnerListingsRoutes(app: App, partner: PartnerListingsService) {
  const config = { access: [] as const, apiScope: 'listings:write' as const };
  const tags = ['external'];
  const params = externalListingParamsSchema;
  app.put(
    '/api/external/properties/:externalId',
    {
      schema: {
        tags,
        summary:
          'Create or update the listing with your id: 201 the first time, 200 after (idempotent)',
        params,
        body: externalListingInputSchema,
        response: { 200: externalListingResultSchema, 201: externalListingResultSchema },
      },
      config,
    },
    async (request, reply) => {
      const result = await partner.upsert(request.user!, request.params.externalId, request.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
  app.get(
    '/api/external/properties/:externalId',
    {
      schema: {
        tags,
        summary: 'The listing with your id',
        params,
        response: { 200: externalListingResultSchema },
      },
      config,
    },
    (request) => partner.get(request.user!, request.params.externalId),
  );
  app.delete(
    '/api/external/properties/:externalId',
    {
      schema: { tags, summary: 'Withdraw the listing with your id and forget the id', params },
      config,
    },
    async (request, reply) => {
      await partner.remove(request.user!, request.params.externalId);
      return reply.code(204).send();
    },
  );
}
