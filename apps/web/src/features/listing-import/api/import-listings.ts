import { importResultSchema, type ImportRequest, type ImportResult } from '@afrinest/contract';

/** A batch of 100 rows creates 100 listings: more than the default 10 s on a slow server. */
const IMPORT_TIMEOUT_MS = 120_000;

/** POST /api/properties/import: up to 100 rows; each saved whole or reported per column. */
export const importListings = async (request: ImportRequest): Promise<ImportResult> => {
  const { api } = await import('@/lib/api-client');
  const response = await api.post<unknown>('/api/properties/import', request, {
    timeout: IMPORT_TIMEOUT_MS,
  });
  return importResultSchema.parse(response.data);
};
