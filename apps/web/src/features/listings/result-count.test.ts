import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { formatResultCount } from './result-count';

describe('formatResultCount', () => {
  it('writes a counted total as it is', () => {
    expect(formatResultCount(0)).toBe('0');
    expect(formatResultCount(1)).toBe('1');
    expect(formatResultCount(SEARCH_TOTAL_CAP - 1)).toBe('9,999');
  });

  it('writes a total at the cap as "that many or more"', () => {
    expect(formatResultCount(SEARCH_TOTAL_CAP)).toBe('10,000+');
  });
});
