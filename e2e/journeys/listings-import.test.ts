import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { xlsxOf } from '../support/import-xlsx';
import { signIn } from '../support/journey';
import { API_URL, WEB_URL } from '../support/urls';

// The demo agent of Kampala Prime Properties (apps/api/src/seed).
const AGENT = 'agent@afrinest.test';
const PASSWORD = 'AfriNest#2026';

describe('listing import', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = mkdtempSync(join(tmpdir(), 'afrinest-import-'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('an agent imports a CSV of two good rows and one bad row: 2 saved, 1 failed', async () => {
    // One unique word in both titles finds exactly these listings in the public search.
    const word = `Imported${Date.now().toString(36)}`;
    const file = join(dir, 'listings.csv');
    writeFileSync(
      file,
      [
        'Title,Property type,Purpose,Price,Currency,Bedrooms,Land size,Land size unit,Tenure,Title status,Region,District,City,Area',
        `${word} house in Kololo,house,SALE,"850,000,000",UGX,4,25,decimals,,,Central Region,,Kampala,Kololo`,
        `Bad row without a price,house,SALE,,UGX,3,,,,,Central Region,,Kampala,Ntinda`,
        `${word} plot in Wakiso,land,SALE,180000000,UGX,,2,acres,MAILO,TITLED,Central Region,Wakiso,Wakiso,`,
      ].join('\n'),
    );

    const { page } = await newPage(browser);
    await signIn(page, AGENT, PASSWORD);
    await page.goto(`${WEB_URL}/agent/properties/import`);
    await expect
      .poll(() =>
        page.getByRole('link', { name: 'template with example rows' }).getAttribute('href'),
      )
      .toBe(`${API_URL}/api/properties/import/template`);
    await page.locator('input[type="file"]').setInputFiles(file);

    // Auto-mapped from the header names, including labels and aliases.
    expect(await page.getByRole('combobox', { name: /^Kind/ }).inputValue()).toBe('1');
    expect(await page.getByRole('combobox', { name: /^Land size unit/ }).inputValue()).toBe('7');
    const preview = page.getByRole('table', { name: 'Preview of the rows to import' });
    await expect.poll(() => preview.getByRole('row').count()).toBe(4);
    expect(await preview.getByRole('row').nth(2).textContent()).toContain(
      'price: Enter the price.',
    );
    await expect.poll(() => page.getByText('3 rows: 2 ready, 1 with errors').count()).toBe(1);

    await page.getByRole('button', { name: 'Import 2 rows' }).click();
    await expect
      .poll(() => page.getByText('2 saved, 1 failed.').count(), { timeout: 20_000 })
      .toBe(1);
    const bar = page.getByRole('progressbar', { name: 'Imported' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.getByText(/Row 3:.*price: Enter the price\./).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Go to my listings' }).getAttribute('href')).toBe(
      '/agent/properties',
    );

    const res = await fetch(`${API_URL}/api/properties?q=${word}`);
    const found = (await res.json()) as { data: { title: string; kind: string }[] };
    expect(found.data.map((l) => l.title).sort()).toEqual([
      `${word} house in Kololo`,
      `${word} plot in Wakiso`,
    ]);
  });

  it('reads an XLSX file in the browser, numbers exactly as written, and imports it', async () => {
    const word = `Sheet${Date.now().toString(36)}`;
    const file = join(dir, 'listings.xlsx');
    writeFileSync(
      file,
      xlsxOf([
        ['title', 'kind', 'purpose', 'rentPeriod', 'price', 'currency', 'bedrooms', 'city', 'area'],
        [
          `${word} apartment in Ntinda`,
          'apartment',
          'RENT',
          'monthly',
          1200.5,
          'USD',
          2,
          'Kampala',
          'Ntinda',
        ],
      ]),
    );
    const { page } = await newPage(browser);
    await signIn(page, AGENT, PASSWORD);
    await page.goto(`${WEB_URL}/agent/properties/import`);
    await page.locator('input[type="file"]').setInputFiles(file);
    await expect.poll(() => page.getByText('1 row: 1 ready, 0 with errors').count()).toBe(1);
    await page.getByRole('button', { name: 'Import 1 row' }).click();
    await expect
      .poll(() => page.getByText('1 saved, 0 failed.').count(), { timeout: 20_000 })
      .toBe(1);

    const res = await fetch(`${API_URL}/api/properties?q=${word}`);
    const found = (await res.json()) as { data: { price: { amount: number; currency: string } }[] };
    expect(found.data.map((l) => l.price)).toEqual([{ amount: 120_050, currency: 'USD' }]);
  });
});
