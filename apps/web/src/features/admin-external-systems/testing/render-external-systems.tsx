import { createFeatureRenderer } from '@/lib/testing/render-feature';
import {
  EditExternalSystemPage,
  NewExternalSystemPage,
} from '../pages/external-system-editor-page';
import { ExternalSystemsPage } from '../pages/external-systems-page';

const renderer = createFeatureRenderer([
  { path: '/admin/external-systems', element: <ExternalSystemsPage /> },
  { path: '/admin/external-systems/new', element: <NewExternalSystemPage /> },
  { path: '/admin/external-systems/:id/edit', element: <EditExternalSystemPage /> },
]);
/** The feature's pages under their routes, with a fresh query cache and the toasts. */
export const renderExternalSystems = renderer.render;
/** Call in afterEach: lets the last test's requests finish, then drops the caches. */
export const settleExternalSystems = renderer.settle;
