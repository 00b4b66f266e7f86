import { describe } from 'vitest';
import { analyticsConfigSchema, readAnalyticsConfig } from '@afrinest/contract';
import { itAgreesWithSchema } from '@/lib/testing/agrees-with-schema';

const answers: unknown[] = [
  { measurementId: 'G-ABC123', isEnabled: true },
  { measurementId: '', isEnabled: false },
  { measurementId: 'G-ABC123', isEnabled: true, updatedBy: 'dropped' },
  { measurementId: 'G-ABC123', isEnabled: 'true' },
  { measurementId: null, isEnabled: false },
  { isEnabled: true },
  [{ measurementId: '', isEnabled: false }],
  null,
  'G-ABC123',
  undefined,
];

describe('readAnalyticsConfig (public pages read it without zod)', () => {
  itAgreesWithSchema('analyticsConfigSchema', readAnalyticsConfig, analyticsConfigSchema, answers);
});
