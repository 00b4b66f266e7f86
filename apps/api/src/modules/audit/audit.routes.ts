import { auditPageSchema, listAuditLogQuerySchema } from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { AuditService } from './audit.service';

export function auditRoutes(app: App, service: AuditService) {
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['audit'],
        summary: 'Admin actions (who, what, before and after, when), newest first',
        querystring: listAuditLogQuerySchema,
        response: { 200: auditPageSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.list(request.query),
  );
}
