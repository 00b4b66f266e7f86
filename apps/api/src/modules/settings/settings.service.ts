import {
  analyticsConfigSchema,
  contactDetailsSchema,
  Messages,
  type AdminSettings,
  type AnalyticsConfig,
  type ContactDetails,
  type UpdateAdminSettings,
  type UpdateAnalyticsConfig,
  type UpdateContactDetails,
} from '@afrinest/contract';
import { notFound } from '../../platform/http/errors';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';
import { createBillingSettings } from './billing-settings';

const ANALYTICS_KEY = 'analytics';
const ANALYTICS_DEFAULT: AnalyticsConfig = { measurementId: '', isEnabled: false };
const CONTACT_KEY = 'contact';

/** The stored form of contact details: optional fields left out rather than kept empty. */
function toContactDetails(input: UpdateContactDetails): ContactDetails {
  const { whatsapp, openingHours, ...rest } = input;
  return { ...rest, ...(whatsapp ? { whatsapp } : {}), ...(openingHours ? { openingHours } : {}) };
}

export function createSettingsService(deps: {
  repo: SettingsRepository;
  audit: AuditService;
  product?: string;
}) {
  const { repo, audit } = deps;
  const billing = createBillingSettings({ repo, audit, product: deps.product ?? 'AfriNest' });
  const analytics = async (): Promise<AnalyticsConfig> =>
    analyticsConfigSchema
      .catch(ANALYTICS_DEFAULT)
      .parse((await repo.get(ANALYTICS_KEY)) ?? ANALYTICS_DEFAULT);

  /** The contact details, or null while none are set (or what is stored no longer reads as them). */
  const findContact = async (): Promise<ContactDetails | null> => {
    const parsed = contactDetailsSchema.safeParse(await repo.get(CONTACT_KEY));
    return parsed.success ? parsed.data : null;
  };

  return {
    ...billing,
    analytics,
    async updateAnalytics(actorId: string, input: UpdateAnalyticsConfig): Promise<AnalyticsConfig> {
      const before = await analytics();
      const after: AnalyticsConfig = {
        measurementId: input.measurementId,
        isEnabled: input.isEnabled,
      };
      await repo.set(ANALYTICS_KEY, after);
      await audit.record({
        actorId,
        action: 'settings.analytics.update',
        entity: 'setting',
        entityId: ANALYTICS_KEY,
        before,
        after,
      });
      return after;
    },

    findContact,
    /** The public contact details; 404 until an admin (or the demo seed) has set them. */
    async contact(): Promise<ContactDetails> {
      const details = await findContact();
      if (!details) throw notFound(Messages.CONTACT_NOT_SET);
      return details;
    },
    async updateContact(actorId: string, input: UpdateContactDetails): Promise<ContactDetails> {
      const before = await findContact();
      const after = toContactDetails(input);
      await repo.set(CONTACT_KEY, after);
      await audit.record({
        actorId,
        action: 'settings.contact.update',
        entity: 'setting',
        entityId: CONTACT_KEY,
        before,
        after,
      });
      return after;
    },
    /** GET /api/admin/settings: everything the admin settings screen edits. */
    async adminSettings(): Promise<AdminSettings> {
      const [a, contact] = await Promise.all([analytics(), findContact()]);
      return { analytics: a, contact };
    },
    /** PUT /api/admin/settings: the parts sent, each audited as on its own path. */
    async updateAdminSettings(actorId: string, input: UpdateAdminSettings): Promise<AdminSettings> {
      if (input.analytics) await this.updateAnalytics(actorId, input.analytics);
      if (input.contact) await this.updateContact(actorId, input.contact);
      return this.adminSettings();
    },
    /** Sets contact details only where none are set yet, so an admin's are never overwritten (seeds). */
    async seedContact(details: ContactDetails): Promise<boolean> {
      const after = contactDetailsSchema.parse(details);
      const inserted = await repo.setIfAbsent(CONTACT_KEY, after);
      if (inserted)
        await audit.record({
          actorId: null,
          action: 'settings.contact.seed',
          entity: 'setting',
          entityId: CONTACT_KEY,
          before: null,
          after,
        });
      return inserted;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
