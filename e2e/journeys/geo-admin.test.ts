import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { API_URL, WEB_URL } from '../support/urls';
import { signInAsAdmin } from './geo-support';

const countries = async () =>
  (
    (await (await fetch(`${API_URL}/api/geo/countries`)).json()) as { data: { name: string }[] }
  ).data.map((c) => c.name);

describe('admin geography: browse the tree, rename a town, disable a country', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('walks from Africa down to a town and renames it', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto(`${WEB_URL}/admin/geo`);
    await page
      .getByRole('table', { name: 'Continents' })
      .getByRole('link', { name: 'Africa', exact: true })
      .click();
    const countriesTable = page.getByRole('table', { name: 'Countries in Africa' });
    await page.getByRole('searchbox', { name: /Search countries by name/ }).fill('uganda');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await countriesTable.getByRole('cell', { name: '4 regions' }).waitFor();
    await countriesTable.getByRole('link', { name: 'Uganda', exact: true }).click();
    await page
      .getByRole('table', { name: 'Regions in Uganda' })
      .getByRole('link', { name: 'Central Region', exact: true })
      .click();
    await page.getByRole('button', { name: /^Cities and towns \(\d+\)$/ }).click();
    await page.getByRole('searchbox', { name: /Search cities and towns by name/ }).fill('gayaza');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: 'Manage Gayaza' }).click();

    const form = page.getByRole('form', { name: 'Name and centre' });
    await form.waitFor();
    await form.getByRole('textbox', { name: /^Name/ }).fill('Gayaza Town');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Gayaza Town saved.').waitFor();
    await page.getByRole('heading', { level: 1, name: /Gayaza Town/ }).waitFor();
    const id = new URL(page.url()).searchParams.get('id');
    const city = (await (await fetch(`${API_URL}/api/geo/cities/${id}`)).json()) as {
      name: string;
      slug: string;
    };
    expect(city).toMatchObject({ name: 'Gayaza Town', slug: 'gayaza-town' });
    await context.close();
  });

  it('disables a country, which leaves the public list, and refuses to delete a place that holds others', async () => {
    const { context, page } = await newPage(browser);
    await signInAsAdmin(page);
    await page.goto(`${WEB_URL}/admin/geo/manage`);
    const search = page.getByRole('combobox', { name: 'Find the place to manage' });
    await search.fill('rwanda');
    await page.getByRole('option', { name: /^Rwanda/ }).click();
    await page.getByRole('button', { name: 'Disable Rwanda' }).click();
    await page.getByText('Rwanda disabled.').waitFor();
    expect(await countries()).not.toContain('Rwanda');
    await page.getByRole('button', { name: 'Enable Rwanda' }).click();
    await page.getByText('Rwanda enabled.').waitFor();
    expect(await countries()).toContain('Rwanda');

    await page.getByRole('button', { name: 'Delete Rwanda' }).click();
    await page.getByRole('button', { name: 'Yes, delete Rwanda' }).click();
    await page
      .getByText(/Rwanda cannot be deleted while other records refer to it: 5 regions\./)
      .waitFor();
    expect(await countries()).toContain('Rwanda');
    await context.close();
  });
});
