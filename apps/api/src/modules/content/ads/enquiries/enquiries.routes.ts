import {
  adEnquiryInputSchema,
  adEnquiryListSchema,
  adEnquirySchema,
  adEnquirySentSchema,
  adEnquiryStatusSchema,
  idParamsSchema,
  listAdEnquiriesQuerySchema,
} from '@afrinest/contract';
import { ADMIN } from '../../../../platform/auth/access';
import type { App } from '../../../../platform/http/types';
import type { EnquiriesService } from './enquiries.service';

/** Enquiries per client and hour: a person sends one, a spammer no more than this. */
export const ENQUIRIES_PER_HOUR = 5;

/** "Advertise with us": the public form and the admins' inbox (issue 44). */
export function enquiriesRoutes(app: App, enquiries: EnquiriesService) {
  app.post(
    '/api/advertising/enquiries',
    {
      schema: {
        tags: ['advertising'],
        summary: 'Send an advertising enquiry (stored and mailed to the admins; rate-limited)',
        body: adEnquiryInputSchema,
        response: { 201: adEnquirySentSchema },
      },
      config: {
        access: 'public',
        rateLimit: { max: ENQUIRIES_PER_HOUR, timeWindow: '1 hour' },
      },
    },
    async (request, reply) => reply.code(201).send(await enquiries.submit(request.body)),
  );
  const config = { access: ADMIN };
  const tags = ['admin-ads'];
  app.get(
    '/api/admin/advertising/enquiries',
    {
      schema: {
        tags,
        summary: 'Advertising enquiries, newest first, filtered by status',
        querystring: listAdEnquiriesQuerySchema,
        response: { 200: adEnquiryListSchema },
      },
      config,
    },
    (request) => enquiries.list(request.query),
  );
  app.patch(
    '/api/admin/advertising/enquiries/:id/status',
    {
      schema: {
        tags,
        summary: 'Mark an enquiry answered or new again (audited)',
        params: idParamsSchema,
        body: adEnquiryStatusSchema,
        response: { 200: adEnquirySchema },
      },
      config,
    },
    (request) => enquiries.setStatus(request.user!, request.params.id, request.body.status),
  );
}
