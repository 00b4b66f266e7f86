import { checkProcessedSchema, type CheckProcessed } from '@afrinest/contract';
import { freshGet } from './fresh-get';

/** How often the upload popup asks whether a sent photo is processed (it takes ~0.3–2 s). */
export const CHECK_PROCESSED_POLL_MS = 1_500;

/** GET /api/media/check-processed/{propertyId}/{uploadId}: done once nothing is PROCESSING. */
export async function checkProcessed(
  propertyId: string,
  uploadId: string,
): Promise<CheckProcessed> {
  const response = await freshGet(
    `/api/media/check-processed/${encodeURIComponent(propertyId)}/${encodeURIComponent(uploadId)}`,
  );
  return checkProcessedSchema.parse(response.data);
}
