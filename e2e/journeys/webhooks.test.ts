import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { apiLogin } from '../support/api';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// The demo admin (apps/api/src/seed).
const ADMIN = 'admin@afrinest.test';
const PASSWORD = 'AfriNest#2026';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A partner's receiver on 127.0.0.1 (allowed by WEBHOOK_ALLOWED_HOSTS in the e2e API env). */
async function startReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/afrinest-hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs the admin in and accepts updated terms when the demo admin is asked to. */
async function signInAdmin(page: Page): Promise<void> {
  const asked = page.waitForResponse((r) => r.url().endsWith('/api/users/me/legal'));
  await signIn(page, ADMIN, PASSWORD);
  await asked;
  const prompt = page.getByRole('region', { name: 'We updated our terms' });
  if (await prompt.isVisible()) {
    await prompt.getByRole('button', { name: 'I accept' }).click();
    await prompt.waitFor({ state: 'detached' });
  }
}

/** Issue 45: an admin adds an endpoint, sends it a test event, and sees the attempt logged. */
describe('webhooks', () => {
  let browser: Browser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let endpointId: string | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    // No endpoint of ours is left to receive the other journeys' events.
    if (endpointId) {
      const token = await apiLogin(ADMIN, PASSWORD);
      await fetch(`${API_URL}/api/admin/webhooks/${endpointId}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
    }
    await receiver.close();
    await browser.close();
  });

  it('an admin adds an endpoint, sends a test event that arrives signed, and sees it in the logs', async () => {
    const description = `Journey receiver ${Date.now()}`;
    const admin = await newPage(browser);
    const page = admin.page;
    await signInAdmin(page);

    await page.goto(`${WEB_URL}/admin/webhooks/new`);
    await page.getByRole('textbox', { name: /^URL/ }).fill(receiver.url);
    await page.getByRole('textbox', { name: /^Description/ }).fill(description);
    await page.getByRole('checkbox', { name: 'listing.created' }).check();
    await page.getByRole('button', { name: 'Add the endpoint' }).click();

    // The secret, shown once: copied from the dialog as a partner would.
    const dialog = page.getByRole('dialog', { name: 'Copy the signing secret now' });
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await page.waitForURL(/\/admin\/webhooks\/[0-9a-f-]{36}\/edit$/);
    endpointId = page.url().match(/webhooks\/([0-9a-f-]{36})\/edit/)![1];
    // The edit page never shows the secret again.
    await page.getByRole('button', { name: 'Send test event' }).waitFor();
    await expect(page.getByRole('textbox', { name: 'Signing secret' }).count()).resolves.toBe(0);

    await page.getByRole('button', { name: 'Send test event' }).click();
    await page
      .getByText('A test event is on its way. Its attempt appears in the webhook logs.')
      .waitFor();

    // The receiver gets it, signed: the library's own verifier accepts it with the secret.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const delivery = receiver.received[0]!;
    const headers = {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    };
    const payload = new Webhook(secret).verify(delivery.body, headers) as { type: string };
    expect(payload.type).toBe('webhook.test');
    expect(() =>
      new Webhook(`whsec_${Buffer.from('another secret').toString('base64')}`).verify(
        delivery.body,
        headers,
      ),
    ).toThrow();

    // The attempt in the logs, filtered by this endpoint, succeeded.
    await page.getByRole('link', { name: 'This endpoint’s deliveries' }).click();
    await page.waitForURL(new RegExp(`/admin/webhook-logs\\?endpointId=${endpointId}`));
    const table = page.getByRole('table', { name: 'Delivery attempts' });
    const row = table.getByRole('row').filter({ hasText: 'webhook.test' });
    // The log is written as the delivery job finishes: asked again until it is there.
    for (let tries = 0; tries < 20 && !(await row.count()); tries++) {
      await page.waitForTimeout(500);
      await page.reload();
      await table.waitFor();
    }
    await row.first().waitFor();
    await expect(row.first().getByText('Succeeded').count()).resolves.toBe(1);
    await expect(row.first().getByText('HTTP 200').count()).resolves.toBe(1);
    await expect(row.first().getByText(receiver.url).count()).resolves.toBe(1);
    await admin.context.close();
  });
});
