import { useMemo } from 'react';
import { z } from 'zod';
import { WEBHOOK_ATTEMPT_OUTCOMES } from '@afrinest/contract';
import { useTableUrlState } from '@/components/data-table';
import type { WebhookLogsQuery } from '@/features/admin-webhooks/api/webhook-logs';
import { noSort } from '@/features/admin-webhooks/use-webhooks-params';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (v: string | null) => (v && DAY.test(v) ? v : undefined);
const uuid = z.uuid();
const outcome = z.enum(WEBHOOK_ATTEMPT_OUTCOMES);

/**
 * The filters (endpointId, eventType, outcome, from, to) and the page in the address bar, so the
 * endpoint page can link to its own deliveries and a reload keeps the view; junk is ignored.
 */
export function useWebhookLogsParams() {
  const { params, page, pageSize, update } = useTableUrlState(noSort, 'none');
  const query = useMemo((): WebhookLogsQuery => {
    const eventType = params.get('eventType');
    return {
      page,
      pageSize,
      endpointId: uuid.safeParse(params.get('endpointId')).data,
      eventType: eventType && eventType.length <= 60 ? eventType : undefined,
      outcome: outcome.safeParse(params.get('outcome')).data,
      from: day(params.get('from')),
      to: day(params.get('to')),
    };
  }, [params, page, pageSize]);
  // The days the wrong way round: the filter says so instead of asking the server.
  const backwards = Boolean(query.from && query.to && query.from > query.to);
  return { query, backwards, update };
}
