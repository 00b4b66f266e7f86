import { createFeatureRenderer } from '@/lib/testing/render-feature';
import { EditWebhookPage, NewWebhookPage } from '../pages/webhook-editor-page';
import { WebhookLogsPage } from '../pages/webhook-logs-page';
import { WebhooksPage } from '../pages/webhooks-page';

const renderer = createFeatureRenderer([
  { path: '/admin/webhooks', element: <WebhooksPage /> },
  { path: '/admin/webhooks/new', element: <NewWebhookPage /> },
  { path: '/admin/webhooks/:id/edit', element: <EditWebhookPage /> },
  { path: '/admin/webhook-logs', element: <WebhookLogsPage /> },
]);
/** The feature's pages under their routes, with a fresh query cache and the toasts. */
export const renderWebhooks = renderer.render;
/** Call in afterEach: lets the last test's requests finish, then drops the caches. */
export const settleWebhooks = renderer.settle;
