import { bulkStatusInputSchema, bulkStatusResultSchema } from '@afrinest/contract';
import { ADMIN } from '../../../platform/auth/access';
import type { App } from '../../../platform/http/types';
import type { ListingsBulkService } from './bulk.service';

/** PUT /api/admin/properties/status: one status for up to 100 listings, each checked on its own. */
export function listingsBulkRoutes(app: App, s: ListingsBulkService) {
  app.put(
    '/api/admin/properties/status',
    {
      schema: {
        tags: ['listings'],
        summary: 'Change the status of many listings (each transition checked; audited)',
        body: bulkStatusInputSchema,
        response: { 200: bulkStatusResultSchema },
      },
      config: { access: ADMIN },
    },
    (request) => s.setStatus(request.user!, request.body),
  );
}
