import { analyticsConfigSchema, type AnalyticsConfig, type UpdateAnalyticsConfig } from '@afrinest/contract';
import type { AuditService } from '../audit/audit.service';
import type { SettingsRepository } from './settings.repository';

const ANALYTICS_KEY = 'analytics';
const ANALYTICS_DEFAULT: AnalyticsConfig = { measurementId: '', isEnabled: false };

export function createSettingsService(deps: { repo: SettingsRepository; audit: AuditService }) {
  const { repo, audit } = deps;
  const analytics = async (): Promise<AnalyticsConfig> =>
    analyticsConfigSchema.catch(ANALYTICS_DEFAULT).parse((await repo.get(ANALYTICS_KEY)) ?? ANALYTICS_DEFAULT);

  return {
    analytics,
    async updateAnalytics(actorId: string, input: UpdateAnalyticsConfig): Promise<AnalyticsConfig> {
      const before = await analytics();
      const after: AnalyticsConfig = { measurementId: input.measurementId, isEnabled: input.isEnabled };
      await repo.set(ANALYTICS_KEY, after);
      await audit.record({ actorId, action: 'settings.analytics.update', entity: 'setting', entityId: ANALYTICS_KEY, before, after });
      return after;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
