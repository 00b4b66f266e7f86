import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

type StorageConfig = Pick<
  Config,
  | 'API_URL'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_URL'
>;

/** S3 when S3_BUCKET is set (loadConfig has checked its keys), else DATA_DIR/media on disk. */
export function createStorage(config: StorageConfig): Storage {
  if (config.S3_BUCKET) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicBaseUrl: mediaBaseUrl(config),
    });
  }
  return createLocalStorage({
    dir: path.join(config.DATA_DIR, 'media'),
    baseUrl: mediaBaseUrl(config),
  });
}

/**
 * Where browsers load media from: the bucket's public address (S3_PUBLIC_URL, else derived), or
 * the API's /media. The web server's CSP allows images from it (scripts/serve.ts).
 */
export function mediaBaseUrl(config: StorageConfig): string {
  if (config.S3_BUCKET) return config.S3_PUBLIC_URL ?? defaultS3PublicUrl(config);
  return `${config.API_URL.replace(/\/+$/, '')}/media`;
}

function defaultS3PublicUrl(
  c: Pick<StorageConfig, 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>,
): string {
  if (c.S3_ENDPOINT) {
    const endpoint = c.S3_ENDPOINT.replace(/\/+$/, '');
    if (c.S3_FORCE_PATH_STYLE) return `${endpoint}/${c.S3_BUCKET}`;
    const url = new URL(endpoint);
    url.hostname = `${c.S3_BUCKET}.${url.hostname}`;
    return url.toString().replace(/\/+$/, '');
  }
  return `https://${c.S3_BUCKET}.s3.${c.S3_REGION}.amazonaws.com`;
}
