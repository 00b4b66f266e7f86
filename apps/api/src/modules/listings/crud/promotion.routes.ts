import {
  AGENT_ROLES,
  bumpListingInputSchema,
  featureListingInputSchema,
  listingIdParamsSchema,
  promotionResultSchema,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsService } from './listings.service';

/** An agent promotes an active listing with the agency's credits (issue 41): 402 when short. */
export function promotionRoutes(app: App, s: ListingsService) {
  const tags = ['listings'];
  const config = { access: AGENT_ROLES };
  app.post(
    '/api/agent/properties/:id/feature',
    {
      schema: {
        tags,
        summary: 'Feature a listing for N more days, using N featured days',
        params: listingIdParamsSchema,
        body: featureListingInputSchema,
        response: { 200: promotionResultSchema },
      },
      config,
    },
    (request) => s.feature(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/agent/properties/:id/bump',
    {
      schema: {
        tags,
        summary: 'Move a listing back to the top of the newest, using one bump',
        params: listingIdParamsSchema,
        body: bumpListingInputSchema,
        response: { 200: promotionResultSchema },
      },
      config,
    },
    (request) => s.bump(request.user!, request.params.id, request.body),
  );
}
