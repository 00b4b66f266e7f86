import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';

/** The demo agency and one of its agents (apps/api/src/seed/demo-agencies.ts). */
const AGENCY_NAME = 'Kampala Prime Properties';
const AGENT_NAME = 'David Mugisha';

async function apiGet<T>(path: string): Promise<T> {
  const res = await fetch(`${API_URL}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * What the page reported breaking its CSP: every `securitypolicyviolation` event (recorded from
 * the document's first script on, by an init script) and every console line about the policy.
 */
function watchViolations(page: Page): () => Promise<string[]> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) console.push(message.text());
  });
  return async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? []);
    return [...events, ...console.splice(0)];
  };
}

/**
 * Issue 39: the web origin sends a strict Content-Security-Policy (the bearer token sits in
 * localStorage), and every public page, drawn on the server or in the browser, runs under it
 * without one violation: its inline data and styles carry the response's nonce.
 */
describe('security headers and a strict CSP on every public page', () => {
  let browser: Browser;
  const pages: { path: string; status: number }[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const listing = (await apiGet<{ data: { id: string }[] }>('/api/properties?sort=newest&page=1'))
      .data[0]!;
    const agents = await apiGet<{ data: { id: string; agencyId: string; agencyName: string }[] }>(
      `/api/brokers?q=${encodeURIComponent(AGENT_NAME)}`,
    );
    const agent = agents.data.find((a) => a.agencyName === AGENCY_NAME)!;
    expect(agent).toBeDefined();
    pages.push(
      ...[
        '/',
        '/properties',
        `/properties/${listing.id}`,
        `/properties/${listing.id}/map`,
        '/properties-map',
        '/plots',
        '/agents',
        `/agencies/${agent.agencyId}`,
        `/brokers/${agent.id}`,
        '/contact',
        '/login',
        '/register',
        '/forgot-password',
      ].map((path) => ({ path, status: 200 })),
      // Pages that do not exist answer 404 with the app's not-found page.
      { path: '/no-such-page', status: 404 },
      { path: '/agencies/0b0c0d0e-0000-4000-8000-000000000000', status: 404 },
      { path: '/brokers/0b0c0d0e-0000-4000-8000-000000000000', status: 404 },
    );
  });
  afterAll(() => browser.close());

  it('sends the headers, and no public page reports a CSP violation', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations!.push(
          `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} ${e.sample}`.trim(),
        );
      });
    });
    const violations = watchViolations(page);
    for (const { path, status } of pages) {
      const response = await page.goto(`${WEB_URL}${path}`);
      expect(response!.status(), path).toBe(status);
      const headers = response!.headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      // Served over http here: no HSTS (web-server.test.ts checks it over https).
      expect(headers['strict-transport-security'], path).toBeUndefined();
      // What comes after the page too: the toaster, which writes its own <style> (sonner's
      // region is there once it has), the map's tiles, the lazy chunks.
      await page.locator('section[aria-label^="Notifications"]').waitFor({ state: 'attached' });
      if (path.includes('map'))
        await page.locator('.leaflet-tile').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await violations() }).toEqual({ path, violations: [] });
    }
    // The not-found page is the app's own.
    await page.goto(`${WEB_URL}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('would report an inline script without the nonce: the watch itself works', async () => {
    const { context, page } = await newPage(browser);
    await context.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations!.push(e.violatedDirective);
      });
    });
    const violations = watchViolations(page);
    await page.goto(`${WEB_URL}/login`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
    await context.close();
  });
});
