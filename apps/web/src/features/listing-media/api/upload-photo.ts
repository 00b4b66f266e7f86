import { UPLOAD_TIMEOUT_MS, uploadResultSchema, type UploadResult } from '@afrinest/contract';

export interface UploadPhotoInput {
  propertyId: string;
  file: File;
  /** The listing's position, sent with the file; null sends empty strings ("no coordinates"). */
  position: { latitude: number; longitude: number } | null;
  /** 0..1 as the body goes up (only when the browser knows the size). */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
  /** The upload client's own 60 s (SPEC §7) unless a caller needs otherwise. */
  timeoutMs?: number;
}

/**
 * POST /api/media/{propertyId}/media with ONE file: `files`, `latitude[]` and `longitude[]` each
 * once. One request per file is what gives every photo a true progress bar, and lets a failed
 * one be sent again alone.
 */
export async function uploadPhoto({
  propertyId,
  file,
  position,
  onProgress,
  signal,
  timeoutMs = UPLOAD_TIMEOUT_MS,
}: UploadPhotoInput): Promise<UploadResult> {
  const { uploadApi } = await import('@/lib/api-client');
  const form = new FormData();
  form.append('files', file, file.name);
  form.append('latitude[]', position ? String(position.latitude) : '');
  form.append('longitude[]', position ? String(position.longitude) : '');
  const response = await uploadApi.post<unknown>(
    `/api/media/${encodeURIComponent(propertyId)}/media`,
    form,
    {
      signal,
      timeout: timeoutMs,
      onUploadProgress: (p) => {
        if (p.progress !== undefined) onProgress(p.progress);
      },
    },
  );
  return uploadResultSchema.parse(response.data);
}
