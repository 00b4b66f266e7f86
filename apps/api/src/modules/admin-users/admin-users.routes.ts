import {
  adminUserInfoSchema,
  adminUserPageSchema,
  adminUserSchema,
  bulkUserStatusResultSchema,
  bulkUserStatusSchema,
  listAdminUsersQuerySchema,
  updateAdminUserSchema,
  userCountriesSchema,
  userIdParamsSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { AdminUsersService } from './admin-users.service';

/** The admin users screens (SPEC §2 users, users/{id}/edit, users/{id}/info). */
export function adminUsersRoutes(app: App, service: AdminUsersService) {
  const tags = ['admin-users'];
  const config = { access: ADMIN };

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Users: search by name or email, filter by role, status and country, sort, page',
        querystring: listAdminUsersQuerySchema,
        response: { 200: adminUserPageSchema },
      },
      config,
    },
    (request) => service.list(request.query),
  );

  app.get(
    '/api/admin/users/countries',
    {
      schema: {
        tags,
        summary: "The countries users have set (the list's country filter)",
        response: { 200: userCountriesSchema },
      },
      config,
    },
    () => service.countries(),
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'One user',
        params: userIdParamsSchema,
        response: { 200: adminUserSchema },
      },
      config,
    },
    (request) => service.get(request.params.id),
  );

  app.get(
    '/api/admin/users/:id/info',
    {
      schema: {
        tags,
        summary: 'One user with recent sign-ins and API use',
        params: userIdParamsSchema,
        response: { 200: adminUserInfoSchema },
      },
      config,
    },
    (request) => service.info(request.params.id),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Change name, role, agency or status (audited; applies on the next request)',
        params: userIdParamsSchema,
        body: updateAdminUserSchema,
        response: { 200: adminUserSchema },
      },
      config,
    },
    (request) => service.update(request.user!, request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/bulk-status',
    {
      schema: {
        tags,
        summary: 'Suspend or reactivate several users at once, all or none (audited)',
        body: bulkUserStatusSchema,
        response: { 200: bulkUserStatusResultSchema },
      },
      config,
    },
    (request) => service.bulkStatus(request.user!, request.body),
  );
}
