import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@afrinest/contract';
import type { App } from '../../../platform/http/types';
import type { ProviderSync } from './provider-sync.service';

const params = z.object({ provider: z.enum(PAYMENT_PROVIDERS) });
const query = z.record(z.string(), z.string());

/**
 * Providers' notifications (issue 42): the body is taken as raw bytes, so the signature is
 * checked on exactly what was sent before anything is parsed; 401 and nothing kept otherwise.
 */
export function paymentWebhookRoutes(app: App, sync: ProviderSync) {
  app.register(async (plugin) => {
    // The scope keeps the app's zod type provider (register's callback types it plainly).
    const scope = plugin as unknown as App;
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post(
      '/api/payments/webhooks/:provider',
      {
        schema: {
          tags: ['payments'],
          summary:
            "A payment provider's notification (signed; answered at once, processed by a job)",
          params,
          querystring: query,
        },
        config: { access: 'public' },
      },
      async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return sync.receive(request.params.provider, raw, request.headers, request.query);
      },
    );
  });
}
