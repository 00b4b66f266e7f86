import {
  idParamsSchema,
  listingEnquiryInputSchema,
  listingEnquirySentSchema,
} from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { ListingEnquiryService } from './listing-enquiry.service';

/** Enquiries per client and hour: a person sends one or two, a spammer no more than this. */
export const LISTING_ENQUIRIES_PER_HOUR = 5;

/** The enquiry form on a listing page (issue 46). */
export function listingEnquiryRoutes(app: App, s: { listingEnquiry: ListingEnquiryService }) {
  app.post(
    '/api/properties/:id/enquiries',
    {
      schema: {
        tags: ['agencies'],
        summary: "Send an enquiry to a listing's agent (stored as a lead, mailed; rate-limited)",
        params: idParamsSchema,
        body: listingEnquiryInputSchema,
        response: { 201: listingEnquirySentSchema },
      },
      config: {
        access: 'public',
        rateLimit: { max: LISTING_ENQUIRIES_PER_HOUR, timeWindow: '1 hour' },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await s.listingEnquiry.submit(request.params.id, request.body)),
  );
}
