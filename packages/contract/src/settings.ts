import { z } from 'zod';

/** GA4 measurement ids look like G-XXXXXXX. */
export const analyticsConfigSchema = z.object({
  measurementId: z.string(),
  isEnabled: z.boolean(),
});
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

export const updateAnalyticsConfigSchema = z
  .object({
    measurementId: z
      .string()
      .trim()
      .regex(/^(G-[A-Z0-9]{4,20})?$/, 'A GA4 measurement id looks like G-XXXXXXXXXX.'),
    isEnabled: z.boolean(),
  })
  .refine((v) => !v.isEnabled || v.measurementId.length > 0, {
    message: 'A measurement id is needed to enable analytics.',
    path: ['measurementId'],
  });
export type UpdateAnalyticsConfig = z.infer<typeof updateAnalyticsConfigSchema>;
