import { updateWebsiteStateSchema, websiteStateSchema } from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { WebsiteStateService } from './website-state.service';

export function websiteStateRoutes(app: App, service: WebsiteStateService) {
  app.get(
    '/website-state',
    {
      schema: {
        tags: ['website-state'],
        summary: 'The site-wide state',
        response: { 200: websiteStateSchema },
      },
      config: { access: 'public', bypassWebsiteState: true },
    },
    () => service.current(),
  );

  app.put(
    '/api/admin/website-state',
    {
      schema: {
        tags: ['website-state'],
        summary: 'Set the site-wide state (audited)',
        body: updateWebsiteStateSchema,
        response: { 200: websiteStateSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.update(request.user!.id, request.body),
  );
}
