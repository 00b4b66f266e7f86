import { userProfileSchema } from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { UsersService } from './users.service';

export function usersRoutes(app: App, service: UsersService) {
  app.get(
    '/api/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile",
        response: { 200: userProfileSchema },
      },
      // The SPA needs the profile to tell an admin from a visitor even in maintenance.
      config: { access: 'user', bypassWebsiteState: true },
    },
    (request) => service.getProfile(request.user!.id),
  );
}
