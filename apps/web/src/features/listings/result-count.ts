import { SEARCH_TOTAL_CAP } from '@afrinest/contract';
import { formatNumber } from '@/lib/format';

/**
 * A search's total as a visitor reads it: the API counts up to SEARCH_TOTAL_CAP (ADR 0039), so a
 * total at the cap means "that many or more" and reads "10,000+".
 */
export const formatResultCount = (total: number): string =>
  total >= SEARCH_TOTAL_CAP ? `${formatNumber(SEARCH_TOTAL_CAP)}+` : formatNumber(total);
