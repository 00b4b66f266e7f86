import {
  billingSettingsSchema,
  adminSettingsSchema,
  analyticsConfigSchema,
  contactDetailsSchema,
  updateAdminSettingsSchema,
  updateAnalyticsConfigSchema,
  updateContactDetailsSchema,
} from '@afrinest/contract';
import { ADMIN } from '../../platform/auth/access';
import type { App } from '../../platform/http/types';
import type { SettingsService } from './settings.service';

/**
 * SPEC §7 names /api/admin/settings: GET and PUT of what the admin settings screen edits. The
 * per-part paths (…/settings/analytics, …/settings/contact) stay as aliases the web app uses.
 */
export function settingsRoutes(app: App, service: SettingsService) {
  app.get(
    '/api/admin/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'The analytics configuration and the contact details',
        response: { 200: adminSettingsSchema },
      },
      config: { access: ADMIN },
    },
    () => service.adminSettings(),
  );

  app.put(
    '/api/admin/settings',
    {
      schema: {
        tags: ['settings'],
        summary: 'Set the analytics configuration, the contact details or both (audited)',
        body: updateAdminSettingsSchema,
        response: { 200: adminSettingsSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.updateAdminSettings(request.user!.id, request.body),
  );

  app.get(
    '/api/analytics/config',
    {
      schema: {
        tags: ['settings'],
        summary: 'Web analytics (GA4) configuration',
        response: { 200: analyticsConfigSchema },
      },
      config: { access: 'public' },
    },
    () => service.analytics(),
  );

  app.put(
    '/api/admin/settings/analytics',
    {
      schema: {
        tags: ['settings'],
        summary: 'Set the analytics configuration (audited)',
        body: updateAnalyticsConfigSchema,
        response: { 200: analyticsConfigSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.updateAnalytics(request.user!.id, request.body),
  );

  app.get(
    '/api/content/contact',
    {
      schema: {
        tags: ['settings'],
        summary: "The company's contact details (404 until set)",
        response: { 200: contactDetailsSchema },
      },
      config: { access: 'public' },
    },
    () => service.contact(),
  );

  app.put(
    '/api/admin/settings/contact',
    {
      schema: {
        tags: ['settings'],
        summary: "Set the company's contact details (audited)",
        body: updateContactDetailsSchema,
        response: { 200: contactDetailsSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.updateContact(request.user!.id, request.body),
  );

  app.get(
    '/api/admin/settings/billing',
    {
      schema: {
        tags: ['settings'],
        summary: 'VAT, seller details and bank transfer instructions (invoices, checkout)',
        response: { 200: billingSettingsSchema },
      },
      config: { access: ADMIN },
    },
    () => service.billing(),
  );
  app.put(
    '/api/admin/settings/billing',
    {
      schema: {
        tags: ['settings'],
        summary: 'Set VAT, seller details and bank transfer instructions (audited)',
        body: billingSettingsSchema,
        response: { 200: billingSettingsSchema },
      },
      config: { access: ADMIN },
    },
    (request) => service.updateBilling(request.user!.id, request.body),
  );
}
