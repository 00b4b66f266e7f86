import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTestApi } from '@/app/testing/api-server';
import { answerDefaults, profileFor, signInAs } from '@/app/testing/fixtures';
import { invoiceOf, summaryOf } from '@/features/invoices/testing/invoice-fixtures';

const api = await startTestApi();
window.__AFRINEST_CONFIG__ = { apiUrl: api.url, productName: 'AfriNest' };
const { renderApp, settleApp } = await import('@/app/testing/render-app');
const { clearApiCache } = await import('@/lib/api-client');

const AGENCY_ID = '11111111-0000-4000-8000-000000000001';
const first = invoiceOf(1);
const creditNote = invoiceOf(2, {
  number: 'CN-2026-000001',
  kind: 'CREDIT_NOTE',
  creditsInvoiceId: first.id,
});
const later = invoiceOf(21);

beforeEach(() => {
  api.reset();
  clearApiCache();
  answerDefaults(api);
  signInAs(api, { ...profileFor('SUPER_AGENT'), agencyId: AGENCY_ID });
  // 25 in all: page 2 holds the 21st; credit notes alone are one.
  api.on('GET /api/invoices', (r) => {
    const page = Number(r.query.get('page'));
    const data =
      r.query.get('kind') === 'CREDIT_NOTE'
        ? [creditNote]
        : page === 2
          ? [later]
          : [first, creditNote];
    const total = r.query.get('kind') === 'CREDIT_NOTE' ? 1 : 25;
    return { body: { data: data.map(summaryOf), total, page, pageSize: 20 } };
  });
  api.on(`GET /api/invoices/${first.id}`, { body: first });
});
afterEach(async () => {
  await settleApp();
  document.title = '';
});
afterAll(() => api.close());

const plain = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');
const lists = () => api.requests.filter((r) => r.path === '/api/invoices');
const numbers = () =>
  within(screen.getByRole('table', { name: 'Your invoices' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/invoices', () => {
  test('pages on the server and filters by kind', async () => {
    const user = userEvent.setup();
    renderApp('/invoices');
    await screen.findByRole('table', { name: 'Your invoices' });
    expect(numbers()).toEqual(['INV-2026-000001', 'CN-2026-000001']);
    const row = screen.getByRole('rowheader', { name: 'INV-2026-000001' }).closest('tr')!;
    expect(within(row).getAllByRole('cell').map(plain)).toEqual([
      '20 November 2026',
      'USh 159,300',
      'Invoice',
    ]);
    expect(lists()[0]!.query.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(numbers()).toEqual(['INV-2026-000021']));
    expect(lists().at(-1)!.query.get('page')).toBe('2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Credit notes' }));
    await waitFor(() => expect(numbers()).toEqual(['CN-2026-000001']));
    // A new filter starts again at page 1.
    expect(lists().at(-1)!.query.get('kind')).toBe('CREDIT_NOTE');
    expect(lists().at(-1)!.query.get('page')).toBe('1');
  });

  test('opens an invoice with its parties, lines and totals, and downloads its PDF', async () => {
    api.on(`GET /api/invoices/${first.id}/pdf`, {
      body: '%PDF-1.7',
      headers: { 'content-type': 'application/pdf' },
    });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const toUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:invoice');
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/invoices');
    await user.click(await screen.findByRole('link', { name: 'INV-2026-000001' }));

    const detail = await screen.findByRole('region', { name: 'Invoice INV-2026-000001' });
    const text = plain(detail);
    for (const part of [
      'AfriNest Ltd',
      'TIN 1000123456',
      'Kampala Prime Properties',
      'billing@kpp.ug',
      'Starter (30 days)',
      'Discount (SAVE10)− USh 15,000',
      'VAT 18%USh 24,300',
      'TotalUSh 159,300',
      'Paid with Sandbox (test payments), mobile money',
    ])
      expect(text).toContain(part);

    await user.click(within(detail).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['INV-2026-000001.pdf']));
    const pdf = api.requests.find((r) => r.path === `/api/invoices/${first.id}/pdf`)!;
    expect(pdf.headers.authorization).toBe(`Bearer token-user-super_agent`);
    click.mockRestore();
    toUrl.mockRestore();
    revoke.mockRestore();
  });

  test('with none yet, says so and leads to the pricing', async () => {
    api.on('GET /api/invoices', { body: { data: [], total: 0, page: 1, pageSize: 20 } });
    renderApp('/invoices');
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the packages' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });
});
