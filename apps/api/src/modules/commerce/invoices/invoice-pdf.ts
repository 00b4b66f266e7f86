import PDFDocument from 'pdfkit';
import { moneyText, type Invoice } from '@afrinest/contract';

/**
 * An invoice or credit note as an A4 PDF (GET /api/invoices/{id}/pdf and the receipt mail).
 * Only PDFKit's built-in Helvetica is used: its metrics ship inside the package, so nothing is
 * read from the network or the disk at run time.
 */
export interface InvoicePdfOptions {
  productName: string;
  /** Tests turn compression off to read the text; a served PDF is always compressed. */
  compress?: boolean;
}

/** Invoices are dated in Uganda's time (the product's days), whatever the server's zone. */
const INVOICE_TIME_ZONE = 'Africa/Kampala';
const MARGIN = 50;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
/** Kept free at the foot of each page for the footer. */
const FOOTER_SPACE = 36;

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';
interface Column {
  title: string;
  x: number;
  width: number;
  align: Align;
}
const COLUMNS: Column[] = [
  { title: 'Description', x: MARGIN, width: 245, align: 'left' },
  { title: 'Quantity', x: 300, width: 50, align: 'right' },
  { title: 'Unit price', x: 355, width: 90, align: 'right' },
  { title: 'Amount', x: 450, width: 95, align: 'right' },
];

/** "UGX 1,500,000", "USD 49.99", "-USD 5.00": the contract's decimals, thousands grouped. */

/** "3 December 2026", the day in Kampala. */
export function formatInvoiceDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: INVOICE_TIME_ZONE,
  });
}

// The standard fonts only encode Windows-1252: other characters would come out as garbage bytes.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const isWinAnsi = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    ch === '\n' ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRAS.has(ch)
  );
};
/** Text the standard fonts can draw: accents dropped where needed ("ē" → "e"), else "?". */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/\r\n?/g, '\n')) {
    if (isWinAnsi(ch)) out += ch;
    else {
      const plain = ch.normalize('NFKD').replace(/\p{M}/gu, '');
      out += plain && [...plain].every(isWinAnsi) ? plain : '?';
    }
  }
  return out;
}

export function renderInvoicePdf(invoice: Invoice, options: InvoicePdfOptions): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const label = invoice.kind === 'CREDIT_NOTE' ? 'Credit note' : 'Invoice';
    const doc = new PDFDocument({
      size: 'A4',
      margin: MARGIN,
      compress: options.compress ?? true,
      bufferPages: true,
      displayTitle: true,
      info: {
        Title: invoice.number,
        Subject: toWinAnsi(`${label} ${invoice.number} for ${invoice.buyer.name}`),
        Author: toWinAnsi(invoice.seller.name),
        Creator: toWinAnsi(options.productName),
        // Set from the invoice, so the same invoice renders to the same bytes.
        CreationDate: new Date(invoice.issuedAt),
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      drawHeading(doc, invoice, label);
      drawParties(doc, invoice);
      drawLines(doc, invoice);
      drawTotals(doc, invoice);
      drawFooters(doc, `${label} ${invoice.number}`, options.productName);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const bottomLimit = (doc: Doc) => doc.page.height - MARGIN - FOOTER_SPACE;
const rule = (doc: Doc, y: number, x = MARGIN, width = contentWidth(doc)) =>
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();

/** Starts a new page when `height` more points would run into the footer. */
function ensureRoom(doc: Doc, y: number, height: number): number {
  if (y + height <= bottomLimit(doc)) return y;
  doc.addPage();
  return MARGIN;
}

function drawHeading(doc: Doc, invoice: Invoice, label: string) {
  const top = MARGIN;
  doc.font(BOLD).fontSize(24).fillColor(INK).text(label, MARGIN, top);
  const facts: [string, string][] = [
    ['Number', invoice.number],
    ['Issue date', formatInvoiceDate(invoice.issuedAt)],
  ];
  let y = top + 4;
  for (const [name, value] of facts) {
    doc.font(FONT).fontSize(10).fillColor(MUTED).text(name, 300, y, { width: 90 });
    doc.font(BOLD).fillColor(INK).text(value, 390, y, { width: 155, align: 'right' });
    y += 16;
  }
  doc.y = Math.max(doc.y, y) + 18;
}

function drawParties(doc: Doc, invoice: Invoice) {
  const { seller, buyer } = invoice;
  const top = doc.y;
  const sellerLines = [seller.address, seller.tin ? `TIN: ${seller.tin}` : ''];
  const from = drawParty(doc, 'From', seller.name, sellerLines, MARGIN, top);
  const to = drawParty(doc, 'Bill to', buyer.name, [buyer.address, buyer.email], 300, top);
  doc.y = Math.max(from, to) + 24;
}

/** One party's block; returns where it ends. */
function drawParty(doc: Doc, title: string, name: string, lines: string[], x: number, y: number) {
  const width = 245;
  doc.font(BOLD).fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width });
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(INK)
    .text(toWinAnsi(name), x, doc.y + 4, { width });
  doc.font(FONT).fontSize(10);
  for (const line of lines.filter((l) => l.trim() !== ''))
    doc.text(toWinAnsi(line.trim()), x, doc.y + 2, { width });
  return doc.y;
}

function drawTableHeader(doc: Doc, y: number): number {
  doc.font(BOLD).fontSize(9).fillColor(MUTED);
  for (const c of COLUMNS)
    doc.text(c.title.toUpperCase(), c.x, y, { width: c.width, align: c.align });
  const below = y + 14;
  rule(doc, below);
  return below + 6;
}

function drawLines(doc: Doc, invoice: Invoice) {
  let y = drawTableHeader(doc, ensureRoom(doc, doc.y, 40));
  doc.font(FONT).fontSize(10).fillColor(INK);
  for (const line of invoice.lines) {
    const cells = [
      toWinAnsi(line.description),
      String(line.quantity),
      moneyText(line.unitMinor, invoice.currency),
      moneyText(line.amountMinor, invoice.currency),
    ];
    const height = Math.max(
      ...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]!.width })),
    );
    const top = ensureRoom(doc, y, height + 8);
    // A row that moved to a new page gets the column titles again.
    if (top !== y) y = drawTableHeader(doc, top);
    doc.font(FONT).fontSize(10).fillColor(INK);
    cells.forEach((text, i) => {
      const c = COLUMNS[i]!;
      doc.text(text, c.x, y, { width: c.width, align: c.align });
    });
    y += height + 4;
    rule(doc, y);
    y += 6;
  }
  doc.y = y + 8;
}

function drawTotals(doc: Doc, invoice: Invoice) {
  const money = (minor: number) => moneyText(minor, invoice.currency);
  const rows: [string, string][] = [['Subtotal', money(invoice.subtotalMinor)]];
  if (invoice.discountMinor !== 0 || invoice.discountCode) {
    const code = invoice.discountCode ? ` (${toWinAnsi(invoice.discountCode)})` : '';
    rows.push([`Discount${code}`, money(-Math.abs(invoice.discountMinor))]);
  }
  rows.push([`VAT ${invoice.vatPercent}%`, money(invoice.vatMinor)]);

  const labelX = 300;
  const amountX = 420;
  const amountWidth = 125;
  let y = ensureRoom(doc, doc.y, rows.length * 18 + 90);
  doc.font(FONT).fontSize(10);
  for (const [name, amount] of rows) {
    doc.fillColor(MUTED).text(name, labelX, y, { width: 120 });
    doc.fillColor(INK).text(amount, amountX, y, { width: amountWidth, align: 'right' });
    y += 18;
  }
  rule(doc, y - 4, labelX, amountX + amountWidth - labelX);
  doc.font(BOLD).fontSize(12).fillColor(INK);
  doc.text('Total', labelX, y + 4, { width: 120 });
  doc.text(money(invoice.totalMinor), amountX, y + 4, { width: amountWidth, align: 'right' });
  y += 40;

  doc.font(FONT).fontSize(10).fillColor(INK);
  doc.text(`Paid with: ${toWinAnsi(invoice.paidWith)}`, MARGIN, y, { width: contentWidth(doc) });
  if (invoice.kind === 'CREDIT_NOTE')
    doc.text(`Credit note for payment ${invoice.paymentId.slice(0, 8)}`, MARGIN, doc.y + 4, {
      width: contentWidth(doc),
    });
}

/** The product's name and the page count on every page, drawn once all pages exist. */
function drawFooters(doc: Doc, documentName: string, productName: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 14;
    const width = contentWidth(doc);
    rule(doc, y - 8);
    doc.font(FONT).fontSize(8).fillColor(MUTED);
    doc.text(`${toWinAnsi(productName)} · ${documentName}`, MARGIN, y, { width: width - 80 });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN + width - 80, y, {
      width: 80,
      align: 'right',
    });
  }
}
