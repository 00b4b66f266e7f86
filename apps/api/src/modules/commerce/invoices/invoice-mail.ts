import { moneyText, type Currency } from '@afrinest/contract';
import type { Mail } from '../../../platform/mail/mailer';
import { escapeHtml } from '../../../platform/mail/escape-html';

/** The receipt of a paid order: short, for phones, with the link to the invoice and its PDF. */
export function invoiceMail(opts: {
  to: string;
  name: string;
  agency: string;
  number: string;
  description: string;
  totalMinor: number;
  currency: string;
  url: string;
  product: string;
}): Mail {
  const lines = [
    `Hello ${opts.name},`,
    `We received ${moneyText(opts.totalMinor, opts.currency as Currency)} from ${opts.agency} for: ${opts.description}.`,
    `Invoice ${opts.number} is ready: open it to see it or download it as a PDF.`,
  ];
  const text = [...lines, '', `Your invoice: ${opts.url}`, '', `— ${opts.product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(opts.url)}">Your invoice ${escapeHtml(opts.number)}</a></p>
<p>— ${escapeHtml(opts.product)}</p></body></html>`;
  return { to: opts.to, subject: `Payment received: invoice ${opts.number}`, text, html };
}
