import { createFeatureRenderer } from '@/lib/testing/render-feature';
import { AdvertEnquiriesPage } from '../pages/advert-enquiries-page';
import { EditAdvertisementPage, NewAdvertisementPage } from '../pages/advertisement-editor-page';
import { AdvertisementsPage } from '../pages/advertisements-page';

const renderer = createFeatureRenderer([
  { path: '/admin/advertisements', element: <AdvertisementsPage /> },
  { path: '/admin/advertisements/new', element: <NewAdvertisementPage /> },
  { path: '/admin/advertisements/:id/edit', element: <EditAdvertisementPage /> },
  { path: '/admin/advertisements/enquiries', element: <AdvertEnquiriesPage /> },
]);
/** The feature's pages under their routes, with a fresh query cache and the toasts. */
export const renderAdvertising = renderer.render;
/** Call in afterEach: lets the last test's requests finish, then drops the caches. */
export const settleAdvertising = renderer.settle;
