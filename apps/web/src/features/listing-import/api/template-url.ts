import { config } from '@/lib/config';

/** GET /api/properties/import/template: a public CSV download (every column, two examples). */
export const importTemplateUrl = () => `${config.apiUrl}/api/properties/import/template`;
