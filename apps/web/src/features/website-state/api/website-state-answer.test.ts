import { describe, expect, it } from 'vitest';
import { readWebsiteState, websiteStateSchema } from '@afrinest/contract';
import { itAgreesWithSchema } from '@/lib/testing/agrees-with-schema';

const valid = {
  state: 'MAINTENANCE',
  description: 'Back at 14:00 EAT',
  updated_at: '2026-11-26T10:00:00.000Z',
};

const answers: unknown[] = [
  valid,
  { ...valid, state: 'NORMAL', description: '' },
  { ...valid, state: 'ONLY_ADMIN', extra: 'dropped' },
  { ...valid, state: 'maintenance' },
  { ...valid, state: 'CLOSED' },
  { ...valid, description: null },
  { ...valid, description: 5 },
  { ...valid, updated_at: undefined },
  { state: 'NORMAL' },
  [valid],
  null,
  'NORMAL',
  42,
  undefined,
];

describe('readWebsiteState (the shell reads the state without zod)', () => {
  itAgreesWithSchema('websiteStateSchema', readWebsiteState, websiteStateSchema, answers);

  it('reads every state the schema knows', () => {
    for (const state of websiteStateSchema.shape.state.options)
      expect(readWebsiteState({ ...valid, state })?.state).toBe(state);
  });
});
