import {
  ADMIN_ROLES,
  AGENT_ROLES,
  importRequestSchema,
  importResultSchema,
  importTemplateCsv,
} from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ListingsImportService } from './import.service';

/** 100 rows with long descriptions outgrow the API's 1 MB default body. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;
export const IMPORT_TEMPLATE_FILENAME = 'afrinest-listings-template.csv';

/** Import of listings from CSV/XLSX sheets (the browser reads the file and sends rows). */
export function listingsImportRoutes(app: App, s: ListingsImportService) {
  const tags = ['listings'];
  app.post(
    '/api/properties/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        summary:
          'Import up to 100 sheet rows: each good row saved whole (ACTIVE), each bad row reported per column',
        body: importRequestSchema,
        response: { 200: importResultSchema },
      },
      config: { access: [...AGENT_ROLES, ...ADMIN_ROLES] },
    },
    (request) =>
      s.importRows(request.user!, request.body.rows, (error, row) =>
        request.log.error({ err: error, row }, 'listing import: row failed'),
      ),
  );
  app.get(
    '/api/properties/import/template',
    {
      schema: {
        tags,
        summary: 'The import template: every column and two example rows that import cleanly (CSV)',
      },
      config: { access: 'public' },
    },
    (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${IMPORT_TEMPLATE_FILENAME}"`)
        .send(importTemplateCsv()),
  );
}
