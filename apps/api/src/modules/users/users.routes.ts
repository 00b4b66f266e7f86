import {
  changePasswordRequestSchema,
  tokenResponseSchema,
  updateProfileRequestSchema,
  userProfileSchema,
  type ChangePasswordRequest,
  type TokenResponse,
} from '@afrinest/contract';
import type { App } from '../../platform/http/types';
import type { UsersService } from './users.service';

/** What changing a password needs from the identity side (the auth module's service). */
export interface PasswordChanger {
  changePassword(
    userId: string,
    input: ChangePasswordRequest,
    cookieHeader: string | undefined,
    /** The bearer's session: with it, no cookie is needed. */
    sessionId?: string | null,
  ): Promise<{ body: TokenResponse; setCookies: string[] }>;
}

export function usersRoutes(app: App, service: UsersService, deps: { passwords: PasswordChanger }) {
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

  app.put(
    '/api/users/profile',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your name, phone, country and region',
        body: updateProfileRequestSchema,
        response: { 200: userProfileSchema },
      },
      config: { access: 'user' },
    },
    (request) => service.updateProfile(request.user!.id, request.body),
  );

  app.post(
    '/api/users/change-password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your password; every other session is ended',
        body: changePasswordRequestSchema,
        response: { 200: tokenResponseSchema },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { body, setCookies } = await deps.passwords.changePassword(
        request.user!.id,
        request.body,
        request.headers.cookie,
        request.sessionId,
      );
      for (const c of setCookies) reply.header('set-cookie', c);
      return body;
    },
  );
}
