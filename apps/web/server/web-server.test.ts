// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildWebServer } from './web-server';

describe('web server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<html><head><title>x</title><!--app-config--></head><body></body></html>',
    );
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)'.repeat(200));
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    app = await buildWebServer({
      distDir: dist,
      runtimeConfig: { apiUrl: 'http://api.test', productName: 'AfriNest</script>' },
    });
  });
  afterAll(() => app.close());

  it('serves index.html with the runtime config for app routes, uncached', async () => {
    for (const url of ['/', '/login', '/admin/website-state?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        'window.__AFRINEST_CONFIG__={"apiUrl":"http://api.test","productName":"AfriNest\\u003c/script>"}',
      );
    }
  });

  it('serves hashed assets with long caching and compression, and 404s missing files', async () => {
    const res = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((await app.inject({ url: '/robots.txt' })).body).toContain('User-agent');
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
