import { legalAcceptSchema, legalStatusSchema, legalVersionsSchema } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { LegalService } from './legal.service';

/** The current terms and privacy versions, and the signed-in user's acceptance of them. */
export function legalRoutes(app: App, legal: LegalService) {
  const tags = ['legal'];
  app.get(
    '/api/legal/current',
    {
      schema: {
        tags,
        summary: 'The published versions of the terms and the privacy notice (null: none)',
        response: { 200: legalVersionsSchema },
      },
      config: { access: 'public' },
    },
    () => legal.current(),
  );
  app.get(
    '/api/users/me/legal',
    {
      schema: {
        tags,
        summary: 'Which current legal documents the signed-in user still has to accept',
        response: { 200: legalStatusSchema },
      },
      config: { access: 'user' },
    },
    (request) => legal.status(request.user!.id),
  );
  app.post(
    '/api/users/me/legal',
    {
      schema: {
        tags,
        summary: 'Accept the versions read (409 STALE_LEGAL when newer ones were published)',
        body: legalAcceptSchema,
        response: { 200: legalStatusSchema },
      },
      config: { access: 'user' },
    },
    (request) => legal.accept(request.user!.id, request.body),
  );
}
