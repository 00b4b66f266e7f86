import { listingConfirmInputSchema, listingConfirmedSchema } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingExpiry } from './expiry.service';

/** Tries per client and hour: an agent clicks a few links; guessing a token gets no further. */
export const CONFIRMS_PER_HOUR = 30;

/** The one-click "still available" link (issue 46): public, the token is the proof. */
export function listingExpiryRoutes(app: App, expiry: ListingExpiry) {
  app.post(
    '/api/listings/confirm',
    {
      schema: {
        tags: ['listings'],
        summary: 'Confirm a listing is still available with the mailed link (single-use)',
        body: listingConfirmInputSchema,
        response: { 200: listingConfirmedSchema },
      },
      config: {
        access: 'public',
        rateLimit: { max: CONFIRMS_PER_HOUR, timeWindow: '1 hour' },
      },
    },
    (request) => expiry.confirm(request.body.token),
  );
}
