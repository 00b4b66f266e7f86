import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';
import { signInAsAdmin } from './geo-support';

/** The text of the option a select shows. */
const shown = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).evaluate((el) => {
    const select = el as HTMLSelectElement;
    return select.options[select.selectedIndex]?.text ?? '';
  });

describe('the location picker, on the real app and reference data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('starts on Uganda, fills the chain from a search by keyboard, cascades, and the new place is found at once', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto(`${WEB_URL}/admin/geo/create`);
    const form = page.getByRole('form', { name: 'Add a place' });
    await form.waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('select')].some(
        (s) => s.options[s.selectedIndex]?.text === 'Uganda',
      ),
    );
    expect(await shown(page, 'Country')).toBe('Uganda');

    // Search by keyboard: the chain fills down to the area.
    const search = form.getByRole('combobox', { name: 'Search for a place' });
    await search.fill('kolol');
    await form
      .getByRole('option', { name: /Kololo, Kampala Central, Kampala, Central Region, Uganda/ })
      .waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('select').length >= 7);
    expect(await shown(page, 'Region')).toBe('Central Region');
    expect(await shown(page, 'District')).toBe('Kampala District');
    expect(await shown(page, 'City or town')).toBe('Kampala');
    expect(await shown(page, 'Area')).toBe('Kololo');

    // Then by hand: another division of the same city.
    await form
      .getByRole('combobox', { name: 'Area', exact: true })
      .selectOption({ label: 'Nakawa (all)' });
    await form.getByRole('textbox', { name: /^Name/ }).fill('Kigoowa Journey');
    await form.getByRole('spinbutton', { name: 'Latitude' }).fill('0.3652');
    await form.getByRole('spinbutton', { name: 'Longitude' }).fill('32.6198');
    await form.getByRole('button', { name: 'Add area' }).click();
    await page.getByRole('heading', { level: 1, name: /Kigoowa Journey/ }).waitFor();
    expect(page.url()).toContain('/admin/geo/manage?id=');

    const found = (await (
      await fetch(`${API_URL}/api/geo/autocomplete?q=${encodeURIComponent('kigoowa journ')}`)
    ).json()) as { data: { label: string }[] };
    expect(found.data[0]?.label).toBe('Kigoowa Journey, Nakawa, Kampala, Central Region, Uganda');
    const near = (await (
      await fetch(`${API_URL}/api/geo/reverse?lat=0.3652&lng=32.6198`)
    ).json()) as {
      place: { name: string };
    };
    expect(near.place.name).toBe('Kigoowa Journey');
    await context.close();
  });

  it("offers a region's districts and towns, and clears the levels below a new choice", async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto(`${WEB_URL}/admin/geo/create`);
    const form = page.getByRole('form', { name: 'Add a place' });
    await form
      .getByRole('combobox', { name: 'Region', exact: true })
      .selectOption({ label: 'Northern Region' });
    await form
      .getByRole('combobox', { name: 'Sub-region', exact: true })
      .selectOption({ label: 'Acholi' });
    await form
      .getByRole('combobox', { name: 'District', exact: true })
      .selectOption({ label: 'Gulu District' });
    await form
      .getByRole('combobox', { name: 'City or town', exact: true })
      .selectOption({ label: 'Gulu' });
    const districts = await form
      .getByRole('combobox', { name: 'District', exact: true })
      .evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.text));
    expect(districts).toEqual(
      expect.arrayContaining(['Gulu District', 'Kitgum District', 'Pader District']),
    );
    expect(districts).not.toContain('Wakiso District');
    await form
      .getByRole('combobox', { name: 'Country', exact: true })
      .selectOption({ label: 'Kenya' });
    await form
      .getByRole('combobox', { name: 'Region', exact: true })
      .selectOption({ label: 'Nairobi City' });
    expect(await form.getByRole('combobox', { name: 'Sub-region', exact: true }).count()).toBe(0);
    await form
      .getByRole('combobox', { name: 'City or town', exact: true })
      .selectOption({ label: 'Nairobi' });
    await context.close();
  });
});
