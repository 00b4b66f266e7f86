import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

const USER_EMAIL = 'user@afrinest.test';
const PASSWORD = 'AfriNest#2026';

interface SeededListing {
  id: string;
  title: string;
}

/** A seeded listing of the demo agent David Mugisha, who has a WhatsApp number. */
async function demoAgentListing(): Promise<SeededListing> {
  const brokers = (await (
    await fetch(`${API_URL}/api/brokers?q=${encodeURIComponent('David Mugisha')}`)
  ).json()) as { data: { id: string; whatsappUrl: string | null }[] };
  const agent = brokers.data.find((a) => a.whatsappUrl);
  expect(agent).toBeDefined();
  const res = await fetch(`${API_URL}/api/properties?agentId=${agent!.id}&pageSize=1`);
  const page = (await res.json()) as { data: SeededListing[] };
  expect(page.data.length).toBe(1);
  return page.data[0]!;
}

describe('the property page', () => {
  let browser: Browser;
  let listing: SeededListing;
  beforeAll(async () => {
    browser = await launchBrowser();
    listing = await demoAgentListing();
  });
  afterAll(() => browser.close());

  it('a favourite survives a reload and is on /user/favourites', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, USER_EMAIL, PASSWORD);
    await page.goto(`${WEB_URL}/properties/${listing.id}`);
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    expect(await page.title()).toBe(`${listing.title} | AfriNest`);

    const save = page.getByRole('button', { name: `Save ${listing.title} to favourites` });
    const [toggled] = await Promise.all([
      page.waitForResponse(
        (r) => r.url() === `${API_URL}/favorites/${listing.id}` && r.request().method() === 'POST',
      ),
      save.first().click(),
    ]);
    expect(await toggled.json()).toEqual({ favourite: true });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
    const remove = page.getByRole('button', { name: `Remove ${listing.title} from favourites` });
    await remove.first().waitFor();
    expect(await remove.first().getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${WEB_URL}/user/favourites`);
    const list = page.getByRole('list', { name: 'Your favourites' });
    await list.getByRole('link', { name: listing.title }).waitFor();
    await context.close();
  });

  it('WhatsApp opens a chat whose message names the listing and links to it', async () => {
    const { context, page } = await newPage(browser);
    // wa.me is outside this closed network: answer it locally so the new tab has a page.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
    await page.goto(`${WEB_URL}/properties/${listing.id}`);
    const agent = page.getByRole('region', { name: 'Contact the agent' });
    const wa = agent.getByRole('link', { name: /^WhatsApp / });
    await wa.waitFor();
    const [popup, lead] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      wa.click(),
    ]);
    expect(lead.status()).toBe(200);
    expect(lead.request().postDataJSON()).toEqual({ channel: 'WHATSAPP', listingId: listing.id });
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    const text = new URL(popup.url()).searchParams.get('text')!;
    expect(text).toContain(listing.title);
    expect(text).toContain(`${WEB_URL}/properties/${listing.id}`);
    await context.close();
  });

  it('answers a plain HTTP request (no JavaScript) with the share preview', async () => {
    const res = await fetch(`${WEB_URL}/properties/${listing.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const escaped = listing.title
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;');
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toContain(
      `<meta property="og:url" content="${WEB_URL}/properties/${listing.id}" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The cover photo's JPEG once the demo photos are processed, the default card until then.
    const now = (await (await fetch(`${API_URL}/properties/${listing.id}`)).json()) as {
      cover: { jpeg: { url: string } | null } | null;
    };
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect([`${WEB_URL}/og-default.jpg`, now.cover?.jpeg?.url]).toContain(image);
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const sitemap = await (await fetch(`${WEB_URL}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${WEB_URL}/properties/${listing.id}</loc>`);
  });
});
