import { contentImageSchema, UPLOAD_TIMEOUT_MS, type ContentImage } from '@afrinest/contract';

export interface UploadAdImageInput {
  file: File;
  /** 0..1 as the body goes up (only when the browser knows the size). */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

/** POST /api/admin/content/images (multipart `file`): the processed image, to save by its id. */
export async function uploadAdImage({
  file,
  onProgress,
  signal,
}: UploadAdImageInput): Promise<ContentImage> {
  const { uploadApi } = await import('@/lib/api-client');
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await uploadApi.post<unknown>('/api/admin/content/images', form, {
    signal,
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (p) => {
      if (p.progress !== undefined) onProgress(p.progress);
    },
  });
  return contentImageSchema.parse(response.data);
}
