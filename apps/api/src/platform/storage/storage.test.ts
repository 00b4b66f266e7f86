import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createStorage } from './create-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type S3StorageOptions } from './s3-storage';
import { startS3rver, type S3rverProcess } from './s3rver-process';
import { describeStorageContract } from './storage-contract';
import type { Storage } from './storage';

const opts = { contentType: 'image/avif', cacheControl: 'public, max-age=31536000, immutable' };

describe('local disk storage', () => {
  let dir: string;
  let storage: Storage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'afrinest-storage-'));
    storage = createLocalStorage({ dir, baseUrl: 'http://localhost:3000/media/' });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  describeStorageContract('local', () => storage);

  it('writes each key as a file under its folder and leaves no temporary file behind', async () => {
    await storage.put('listing/l1/m1/original.jpg', Buffer.from('jpeg bytes'), opts);
    expect(await readFile(path.join(dir, 'listing', 'l1', 'm1', 'original.jpg'), 'utf8')).toBe(
      'jpeg bytes',
    );
    expect(await readdir(path.join(dir, '.tmp'))).toEqual([]);
  });

  it('serves keys under its base URL, encoded, with one slash between', () => {
    expect(storage.publicUrl('listing/l1/m1/w320.webp')).toBe(
      'http://localhost:3000/media/listing/l1/m1/w320.webp',
    );
  });

  it('a failed write removes its temporary file and keeps the object it would replace', async () => {
    await storage.put('clash/a.txt', Buffer.from('kept'), opts);
    // 'clash/a.txt' is a file, so a key under it cannot be created: the write fails midway.
    await expect(storage.put('clash/a.txt/b.txt', Buffer.from('x'), opts)).rejects.toThrow();
    expect((await storage.get('clash/a.txt'))?.toString()).toBe('kept');
    expect(await readdir(path.join(dir, '.tmp'))).toEqual([]);
  });
});

describe('S3 storage against s3rver over HTTP', () => {
  let dir: string;
  let server: S3rverProcess;
  let options: S3StorageOptions;
  let storage: Storage;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'afrinest-s3rver-'));
    server = await startS3rver(dir, 'media');
    const { endpoint } = server;
    options = {
      endpoint,
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicBaseUrl: `${endpoint}/media`,
    };
    storage = createS3Storage(options);
  });
  afterAll(async () => {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  describeStorageContract('s3', () => storage);

  it('stores the content type and cache headers with the object', async () => {
    await storage.put('listing/l1/m1/w640.avif', Buffer.from('avif bytes'), opts);
    const client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const head = await client.send(
      new HeadObjectCommand({ Bucket: 'media', Key: 'listing/l1/m1/w640.avif' }),
    );
    expect(head.ContentType).toBe('image/avif');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    client.destroy();
  });

  it('gives a public URL a browser can load the object from', async () => {
    await storage.put('listing/l1/m1/w320.webp', Buffer.from('webp bytes'), opts);
    const url = storage.publicUrl('listing/l1/m1/w320.webp');
    expect(url).toBe(`${options.endpoint}/media/listing/l1/m1/w320.webp`);
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('webp bytes');
  });

  it('lists past one page of 1,000 keys', async () => {
    const keys = Array.from({ length: 1_005 }, (_, i) => `many/k${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((k) => storage.put(k, Buffer.from('x'), opts)));
    }
    expect((await storage.list('many/')).map((e) => e.key)).toEqual(keys);
  });
});

describe('createStorage', () => {
  it('keeps media on local disk under DATA_DIR/media when S3_BUCKET is unset', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'afrinest-data-'));
    try {
      const storage = createStorage(loadConfig({ DATA_DIR: dataDir }));
      expect(storage.kind).toBe('local');
      expect(storage.publicUrl('a/b.webp')).toBe('http://localhost:3000/media/a/b.webp');
      await storage.put('a/b.webp', Buffer.from('x'), opts);
      expect(await readFile(path.join(dataDir, 'media', 'a', 'b.webp'), 'utf8')).toBe('x');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses S3 when S3_BUCKET is set, with a public URL from the endpoint or S3_PUBLIC_URL', () => {
    const s3 = { S3_BUCKET: 'afrinest-media', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    const aws = createStorage(loadConfig({ ...s3, S3_REGION: 'af-south-1' }));
    expect(aws.kind).toBe('s3');
    expect(aws.publicUrl('a/b.webp')).toBe(
      'https://afrinest-media.s3.af-south-1.amazonaws.com/a/b.webp',
    );
    const pathStyle = { S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'true' };
    expect(createStorage(loadConfig({ ...s3, ...pathStyle })).publicUrl('a/b.webp')).toBe(
      'http://minio:9000/afrinest-media/a/b.webp',
    );
    expect(
      createStorage(loadConfig({ ...s3, S3_ENDPOINT: 'https://r2.example.com' })).publicUrl('a'),
    ).toBe('https://afrinest-media.r2.example.com/a');
    expect(
      createStorage(loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/m/' })).publicUrl(
        'a/b.webp',
      ),
    ).toBe('https://cdn.example.com/m/a/b.webp');
  });

  it('refuses S3_BUCKET without both keys', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
  });
});
