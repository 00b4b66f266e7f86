import { contentImageSchema, UPLOAD_TIMEOUT_MS, type ContentImage } from '@afrinest/contract';

export interface UploadContentImageInput {
  file: File;
  /** The image's alt text; empty sends none. */
  alt: string;
  /** 0..1 as the body goes up (only when the browser knows the size). */
  onProgress(fraction: number): void;
  signal?: AbortSignal;
}

/** POST /api/admin/content/images (multipart `file`, optional `alt`): the processed image. */
export async function uploadContentImage({
  file,
  alt,
  onProgress,
  signal,
}: UploadContentImageInput): Promise<ContentImage> {
  const { uploadApi } = await import('@/lib/api-client');
  const form = new FormData();
  if (alt) form.append('alt', alt);
  // The file last: the server reads the fields before it streams the file.
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
