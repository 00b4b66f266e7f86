import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Invoice, Payment } from '@afrinest/contract';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// Demo accounts (apps/api/src/seed): the admin, and the super agent of Kampala Prime Properties.
const PASSWORD = 'AfriNest#2026';
const ADMIN = 'admin@afrinest.test';
const SUPER = 'superagent@afrinest.test';
const AGENCY = 'Kampala Prime Properties';

const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};
const paymentIdOf = (page: Page) => new URL(page.url()).searchParams.get('payment')!;

/** /pricing → Choose Starter → /packages → /pay, with the order summary loaded. */
async function toPay(page: Page) {
  await page.goto(`${WEB_URL}/pricing`);
  await page.getByRole('link', { name: 'Choose Starter' }).click();
  await page.waitForURL((u) => u.pathname === '/packages');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((u) => u.pathname === '/pay');
  await page.getByRole('region', { name: 'Order summary' }).waitFor();
}

describe('commerce: paying for packages (issue 42)', () => {
  let browser: Browser;
  let superToken: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    superToken = await apiLogin(SUPER, PASSWORD);
  });
  afterAll(() => browser.close());

  it('a super agent buys Starter with sandbox mobile money, sees it credited and the invoice', async () => {
    const { page } = await newPage(browser);
    await signIn(page, SUPER, PASSWORD);
    await toPay(page);
    const form = page.getByRole('form', { name: 'Payment' });
    await form.getByRole('radio', { name: /Sandbox/ }).check();
    await form
      .getByRole('radio', { name: 'Mobile money (MTN MoMo, Airtel Money)', exact: true })
      .check();
    await form.getByRole('textbox', { name: /Mobile money number/ }).fill('0772 123456');
    await form.getByRole('checkbox', { name: 'I accept the payment terms.' }).check();
    await form.getByRole('button', { name: /^Pay / }).click();

    // The sandbox's hosted page, on the API's origin, as a provider's would be on its own.
    await page.waitForURL((u) => u.href.startsWith(`${API_URL}/api/payments/sandbox/`));
    await page.getByRole('button', { name: /Approve on my phone/ }).click();
    await page.waitForURL((u) => u.pathname === '/payment/success');
    const id = paymentIdOf(page);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await receipt.waitFor({ timeout: 30_000 });
    await receipt.getByRole('list', { name: 'Credited' }).waitFor();

    const payment = await get<Payment>(`/api/payments/${id}`, superToken);
    expect(payment).toMatchObject({ status: 'SUCCEEDED', phone: '+256772123456' });
    await receipt.getByRole('link', { name: 'See the invoice' }).click();
    await page.waitForURL((u) => u.pathname === '/invoices');
    const invoice = await get<Invoice>(`/api/invoices/${payment.invoiceId}`, superToken);
    await page.getByText(invoice.number).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /PDF/ }).first().click();
    expect((await download).suggestedFilename()).toBe(`${invoice.number}.pdf`);
  });

  it('a cancelled payment credits nothing', async () => {
    const { page } = await newPage(browser);
    await signIn(page, SUPER, PASSWORD);
    await toPay(page);
    const form = page.getByRole('form', { name: 'Payment' });
    await form.getByRole('radio', { name: /Sandbox/ }).check();
    await form.getByRole('radio', { name: /^Card/ }).check();
    await form.getByRole('checkbox', { name: 'I accept the payment terms.' }).check();
    await form.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((u) => u.href.startsWith(`${API_URL}/api/payments/sandbox/`));
    await page.getByRole('button', { name: 'Cancel and go back' }).click();
    await page.waitForURL((u) => u.pathname === '/payment/cancel');
    await page.getByText('Nothing was charged').first().waitFor();
    const id = paymentIdOf(page);
    for (let i = 0; i < 50; i++) {
      const p = await get<Payment>(`/api/payments/${id}`, superToken);
      if (p.status !== 'PENDING') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const payment = await get<Payment>(`/api/payments/${id}`, superToken);
    expect(payment).toMatchObject({ status: 'CANCELLED', invoiceId: null, credited: [] });
  });

  it('an admin asks an agency to pay; its super agent pays at /pay/{id}', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, ADMIN, PASSWORD);
    await admin.page.goto(`${WEB_URL}/admin/agency-purchase-management`);
    await admin.page.getByRole('button', { name: 'New payment request' }).click();
    const form = admin.page.getByRole('form', { name: 'New payment request' });
    await form.getByRole('searchbox').fill('Kampala Prime');
    await form.getByRole('button', { name: AGENCY }).click();
    const what = `Billboard on Jinja Road, December ${Date.now()}`;
    await form.getByRole('textbox', { name: /What it is for/ }).fill(what);
    await form.getByRole('textbox', { name: /Amount in UGX/ }).fill('250000');
    const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel(/Due date/).fill(due);
    await form.getByRole('button', { name: 'Send the request' }).click();
    const sent = admin.page.getByRole('dialog', { name: 'Payment request sent' });
    const link = sent.getByRole('link', { name: /\/pay\// });
    await link.waitFor();
    const payUrl = new URL((await link.getAttribute('href'))!);
    await admin.context.close();

    const { page } = await newPage(browser);
    await signIn(page, SUPER, PASSWORD);
    await page.goto(`${WEB_URL}${payUrl.pathname}`);
    await page.getByText(what).first().waitFor();
    const pay = page.getByRole('form', { name: 'Payment' });
    await pay.getByRole('radio', { name: /Sandbox/ }).check();
    await pay.getByRole('radio', { name: /^Card/ }).check();
    await pay.getByRole('checkbox', { name: 'I accept the payment terms.' }).check();
    await pay.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL((u) => u.href.startsWith(`${API_URL}/api/payments/sandbox/`));
    await page.getByRole('button', { name: 'Pay now (succeeds)' }).click();
    await page.waitForURL((u) => u.pathname === '/payment/success');
    await page.getByRole('region', { name: 'Receipt' }).waitFor({ timeout: 30_000 });
    const payment = await get<Payment>(`/api/payments/${paymentIdOf(page)}`, superToken);
    expect(payment).toMatchObject({ status: 'SUCCEEDED', purpose: 'REQUEST', description: what });
    expect(payment.totalMinor).toBe(295000); // 250,000 and 18% VAT
  });
});
