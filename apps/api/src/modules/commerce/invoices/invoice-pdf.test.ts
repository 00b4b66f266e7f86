import { describe, expect, it } from 'vitest';
import type { Invoice } from '@afrinest/contract';
import { moneyText } from '@afrinest/contract';
import { formatInvoiceDate, renderInvoicePdf, toWinAnsi } from './invoice-pdf';

/**
 * PDFKit writes standard-font text as hex strings in TJ arrays, split where kerning applies
 * ("[<54> 120 <6f74616c>] TJ"), in Windows-1252. One TJ is one drawn line or cell.
 */
function drawnText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  return [...raw.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((array) => {
    const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
    return decoder.decode(Buffer.from(hex, 'hex'));
  });
}
/** The text drawn right after `label` (a totals row draws its label, then its amount). */
const valueAfter = (texts: string[], label: string) => texts[texts.indexOf(label) + 1];

const ugxInvoice: Invoice = {
  id: '5b0e8f3c-6a53-4c5e-9a8e-2f1d3c4b5a69',
  number: 'INV-2026-000042',
  kind: 'INVOICE',
  paymentId: '1a2b3c4d-0000-4000-8000-000000000001',
  creditsInvoiceId: null,
  // 01:30 on 3 December in Kampala, still 2 December in UTC.
  issuedAt: '2026-12-02T22:30:00.000Z',
  currency: 'UGX',
  seller: {
    name: 'Afrinest Ltd',
    address: 'Plot 12, Kampala Road\nKampala, Uganda',
    tin: '1000123456',
  },
  buyer: {
    agencyId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    name: 'Nile Homes Agency',
    address: 'Jinja Road, Mukono',
    email: 'billing@nilehomes.example',
  },
  lines: [
    {
      description: 'Gold package (90 days)',
      quantity: 1,
      unitMinor: 1_500_000,
      amountMinor: 1_500_000,
    },
  ],
  subtotalMinor: 1_500_000,
  discountMinor: 150_000,
  discountCode: 'LAUNCH10',
  vatPercent: 18,
  vatMinor: 243_000,
  totalMinor: 1_593_000,
  paidWith: 'Mobile money (Flutterwave)',
};

const usdCreditNote: Invoice = {
  ...ugxInvoice,
  id: '9d3f1c2e-1111-4222-8333-444455556666',
  number: 'CN-2026-000007',
  kind: 'CREDIT_NOTE',
  creditsInvoiceId: ugxInvoice.id,
  issuedAt: '2026-12-10T09:00:00.000Z',
  currency: 'USD',
  seller: { ...ugxInvoice.seller, tin: '' },
  lines: [{ description: 'Silver package', quantity: 1, unitMinor: 4999, amountMinor: 4999 }],
  subtotalMinor: 4999,
  discountMinor: 0,
  discountCode: null,
  vatMinor: 900,
  totalMinor: 5899,
  paidWith: 'Card (Pesapal)',
};

const options = { productName: 'Afrinest', compress: false };

describe('invoice PDF (issue 42)', () => {
  it('renders a UGX invoice with its parties, lines, discount, VAT and total', async () => {
    const pdf = await renderInvoicePdf(ugxInvoice, options);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = drawnText(pdf);

    expect(texts).toContain('Invoice');
    expect(valueAfter(texts, 'Number')).toBe('INV-2026-000042');
    expect(valueAfter(texts, 'Issue date')).toBe('3 December 2026');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Afrinest Ltd',
        'Plot 12, Kampala Road',
        'Kampala, Uganda',
        'TIN: 1000123456',
        'Nile Homes Agency',
        'Jinja Road, Mukono',
        'billing@nilehomes.example',
        'Gold package (90 days)',
        'Paid with: Mobile money (Flutterwave)',
      ]),
    );
    expect(valueAfter(texts, 'Gold package (90 days)')).toBe('1');
    expect(valueAfter(texts, 'Subtotal')).toBe('UGX 1,500,000');
    expect(valueAfter(texts, 'Discount (LAUNCH10)')).toBe('-UGX 150,000');
    expect(valueAfter(texts, 'VAT 18%')).toBe('UGX 243,000');
    expect(valueAfter(texts, 'Total')).toBe('UGX 1,593,000');
    expect(texts.some((t) => t.startsWith('Credit note'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Afrinest · Invoice INV-2026-000042'))).toBe(true);
  });

  it('renders a USD credit note with cents, no discount row and the payment it credits', async () => {
    const pdf = await renderInvoicePdf(usdCreditNote, options);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = drawnText(pdf);

    expect(texts).toContain('Credit note');
    expect(valueAfter(texts, 'Number')).toBe('CN-2026-000007');
    expect(valueAfter(texts, 'Issue date')).toBe('10 December 2026');
    expect(texts).toEqual(
      expect.arrayContaining(['Afrinest Ltd', 'Nile Homes Agency', 'Paid with: Card (Pesapal)']),
    );
    expect(texts).toContain('Credit note for payment 1a2b3c4d');
    expect(texts.some((t) => t.startsWith('TIN'))).toBe(false);
    expect(texts.some((t) => t.startsWith('Discount'))).toBe(false);
    expect(valueAfter(texts, 'Silver package')).toBe('1');
    expect(valueAfter(texts, 'Subtotal')).toBe('USD 49.99');
    expect(valueAfter(texts, 'VAT 18%')).toBe('USD 9.00');
    expect(valueAfter(texts, 'Total')).toBe('USD 58.99');
  });

  it('keeps the number as the title, dates it from the invoice and renders the same bytes twice', async () => {
    const first = await renderInvoicePdf(ugxInvoice, options);
    const raw = first.toString('latin1');
    expect(raw).toContain('(INV-2026-000042)');
    expect(raw).toContain('(D:20261202223000Z)');
    expect(first.equals(await renderInvoicePdf(ugxInvoice, options))).toBe(true);
  });

  it('compresses by default, so the served PDF has no readable text', async () => {
    const pdf = await renderInvoicePdf(ugxInvoice, { productName: 'Afrinest' });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(drawnText(pdf)).toEqual([]);
  });

  it('starts new pages for many lines, with the column titles and a footer on each', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Boost ${i + 1}`,
      quantity: 1,
      unitMinor: 10_000,
      amountMinor: 10_000,
    }));
    const pdf = await renderInvoicePdf({ ...ugxInvoice, lines }, options);
    const texts = drawnText(pdf);
    const pages = texts.filter((t) => /^Page \d+ of \d+$/.test(t));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toBe(`Page ${pages.length} of ${pages.length}`);
    expect(texts.filter((t) => t === 'DESCRIPTION')).toHaveLength(pages.length);
    expect(texts).toContain('Boost 60');
    expect(valueAfter(texts, 'Total')).toBe('UGX 1,593,000');
  });

  it('draws names outside Windows-1252 without garbage', async () => {
    const buyer = { ...ugxInvoice.buyer, name: 'Kōbō Homes 🏠' };
    const texts = drawnText(await renderInvoicePdf({ ...ugxInvoice, buyer }, options));
    expect(texts).toContain('Kobo Homes ?');
  });
});

describe('invoice PDF formatting', () => {
  it('writes money with the currency decimals and grouped thousands', () => {
    expect(moneyText(1_500_000, 'UGX')).toBe('UGX 1,500,000');
    expect(moneyText(999, 'UGX')).toBe('UGX 999');
    expect(moneyText(4999, 'USD')).toBe('USD 49.99');
    expect(moneyText(5, 'USD')).toBe('USD 0.05');
    expect(moneyText(123_456_789, 'KES')).toBe('KES 1,234,567.89');
    expect(moneyText(-150_000, 'UGX')).toBe('-UGX 150,000');
    expect(moneyText(-5, 'USD')).toBe('-USD 0.05');
  });

  it('dates in Kampala time', () => {
    expect(formatInvoiceDate('2026-12-02T21:00:00.000Z')).toBe('3 December 2026');
    expect(formatInvoiceDate('2026-12-02T20:59:59.000Z')).toBe('2 December 2026');
  });

  it('keeps Windows-1252 text and replaces the rest', () => {
    expect(toWinAnsi('Café – “Ntinda” €5')).toBe('Café – “Ntinda” €5');
    expect(toWinAnsi('Ŋaŋa ē\r\nx')).toBe('?a?a e\nx');
  });
});
