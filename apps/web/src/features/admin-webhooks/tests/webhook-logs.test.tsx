import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhookMessages } from '@afrinest/contract';
import { startFeatureTestApi } from '@/lib/testing/feature-test-api';
import { attemptOf, endpointOf, pageOf } from '../testing/webhook-fixtures';

const api = await startFeatureTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderWebhooks, settleWebhooks } = await import('../testing/render-webhooks');
const { clearApiCache } = await import('@/lib/api-client');

beforeEach(() => {
  api.reset();
  clearApiCache();
  api.on('GET /api/admin/webhooks', { body: pageOf([endpointOf(1), endpointOf(2)]) });
});
afterEach(settleWebhooks);
afterAll(() => api.close());

const listed = () =>
  api.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/webhook-logs');
const strip = ({ requestBody: _, ...attempt }: ReturnType<typeof attemptOf>) => attempt;

describe('/admin/webhook-logs', () => {
  test('lists attempts with their outcome, answer, latency and next retry', async () => {
    const failed = attemptOf(2, {
      eventType: 'lead.created',
      attempt: 3,
      outcome: 'FAILED',
      httpStatus: null,
      error: 'The receiver did not answer within 10 seconds.',
      latencyMs: 10_000,
      nextRetryAt: '2027-01-02T10:00:00.000Z',
    });
    api.on('GET /api/admin/webhook-logs', {
      body: pageOf([strip(attemptOf(1, { httpStatus: 204 })), strip(failed)], 30),
    });
    const user = userEvent.setup();
    const { router } = renderWebhooks('/admin/webhook-logs');

    const table = await screen.findByRole('table', { name: 'Delivery attempts' });
    const ok = (await within(table).findByText('listing.created')).closest('tr')!;
    expect(within(ok).getByText('Succeeded')).toBeTruthy();
    expect(within(ok).getByText('HTTP 204')).toBeTruthy();
    expect(within(ok).getByText('42 ms')).toBeTruthy();
    expect(within(ok).getByText('#1')).toBeTruthy();
    const bad = within(table).getByText('lead.created').closest('tr')!;
    expect(within(bad).getByText('Failed')).toBeTruthy();
    expect(within(bad).getByText('The receiver did not answer within 10 seconds.')).toBeTruthy();
    expect(within(bad).getByText('#3')).toBeTruthy();
    expect(within(bad).queryByText('—')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listed().at(-1)!.query.get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  test('filters from a link and from the bar go to the server and the address', async () => {
    api.on('GET /api/admin/webhook-logs', { body: pageOf([]) });
    const user = userEvent.setup();
    const { router } = renderWebhooks(`/admin/webhook-logs?endpointId=${endpointOf(2).id}`);
    expect(await screen.findByText('No delivery attempt matches these filters.')).toBeTruthy();
    expect(listed().at(-1)!.query.get('endpointId')).toBe(endpointOf(2).id);
    await waitFor(() =>
      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Endpoint' }).value).toBe(
        endpointOf(2).id,
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Outcome' }), 'FAILED');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'payment.failed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-01-31' } });
    await waitFor(() => {
      const q = listed().at(-1)!.query;
      expect([
        q.get('endpointId'),
        q.get('outcome'),
        q.get('eventType'),
        q.get('from'),
        q.get('to'),
      ]).toEqual([endpointOf(2).id, 'FAILED', 'payment.failed', '2027-01-01', '2027-01-31']);
    });
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('outcome')).toBe('FAILED');

    // Days the wrong way round are said, not sent.
    const sent = listed().length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('The last day cannot be before the first.')).toBeTruthy();
    expect(listed().length).toBe(sent);
  });

  test('a row opens to the body sent and the answer, and redelivers', async () => {
    const attempt = attemptOf(4, {
      outcome: 'FAILED',
      httpStatus: 500,
      responseBody: 'upstream exploded',
      requestBody: '{"type":"listing.created","data":{"id":"abc"}}',
    });
    api.on('GET /api/admin/webhook-logs', { body: pageOf([strip(attempt)]) });
    api.on(`GET /api/admin/webhook-logs/${attempt.id}`, { body: attempt });
    api.on(`POST /api/admin/webhook-logs/${attempt.id}/redeliver`, {
      body: { ok: true, message: WebhookMessages.REDELIVERY_QUEUED },
    });
    const user = userEvent.setup();
    renderWebhooks('/admin/webhook-logs');

    await user.click(
      await screen.findByRole('button', { name: /^Show details for listing\.created/ }),
    );
    const sent = await screen.findByRole('region', { name: 'Request body' });
    expect(sent.querySelector('pre')!.textContent).toContain('"id": "abc"');
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(answer.querySelector('pre')!.textContent).toBe('upstream exploded');
    expect(within(answer).getByText('Answer (HTTP 500), first 2 KB')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Redeliver' }));
    expect(await screen.findByText(WebhookMessages.REDELIVERY_QUEUED)).toBeTruthy();
    expect(api.requests.filter((r) => r.path.endsWith('/redeliver'))).toHaveLength(1);
  });
});
