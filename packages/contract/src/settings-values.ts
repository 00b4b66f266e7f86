/** The answer of GET /api/analytics/config (the shape of `analyticsConfigSchema`, without zod). */
export interface AnalyticsConfigAnswer {
  measurementId: string;
  isEnabled: boolean;
}

/**
 * The analytics configuration in an answer, checked by hand, or null if it is not one: every
 * public page asks for it once loaded, and zod's code would cost a phone ~100–200 ms then
 * (ADR 0018). Its test (apps/web, analytics-config-answer.test.ts)
 * holds it to `analyticsConfigSchema`.
 */
export function readAnalyticsConfig(value: unknown): AnalyticsConfigAnswer | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { measurementId, isEnabled } = value as Record<string, unknown>;
  if (typeof measurementId !== 'string' || typeof isEnabled !== 'boolean') return null;
  return { measurementId, isEnabled };
}
