import { listLoginLogsQuerySchema, loginLogPageSchema } from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { LoginLogsService } from './login-logs.service';

export function loginLogsRoutes(app: App, service: LoginLogsService) {
  app.get(
    '/api/admin/login-logs',
    {
      schema: {
        tags: ['login-logs'],
        summary: 'Sign-in attempts, filtered and paged on the server (newest first)',
        querystring: listLoginLogsQuerySchema,
        response: { 200: loginLogPageSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.list(request.query),
  );
}
