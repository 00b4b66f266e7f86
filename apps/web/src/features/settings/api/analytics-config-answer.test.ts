import { describe, expect, it } from 'vitest';
import { analyticsConfigSchema, readAnalyticsConfig } from '@afrinest/contract';

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
  it.each(answers.map((answer, i) => [i, answer]))(
    'agrees with analyticsConfigSchema on answer %i',
    (_i, answer) => {
      const parsed = analyticsConfigSchema.safeParse(answer);
      expect(readAnalyticsConfig(answer)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
