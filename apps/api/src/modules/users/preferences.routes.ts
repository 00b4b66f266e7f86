import { preferencesSchema, updatePreferencesSchema } from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { PreferencesService } from './preferences.service';

/** GET/PUT /preferences (SPEC §7 names the unprefixed path): the caller's own preferences. */
export function preferencesRoutes(app: App, service: PreferencesService) {
  app.get(
    '/preferences',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's display and notification preferences",
        response: { 200: preferencesSchema },
      },
      config: { access: 'user' },
    },
    (request) => service.get(request.user!.id),
  );

  app.put(
    '/preferences',
    {
      schema: {
        tags: ['users'],
        summary: 'Save the preferences (all of them: the form sends the whole set)',
        body: updatePreferencesSchema,
        response: { 200: preferencesSchema },
      },
      config: { access: 'user' },
    },
    (request) => service.update(request.user!.id, request.body),
  );
}
