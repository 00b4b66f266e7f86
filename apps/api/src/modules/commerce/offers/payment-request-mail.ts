import type { Mail } from '../../../platform/mail/mailer';
import { escapeHtml } from '../../../platform/mail/escape-html';

/** "31 May 2026" from "2026-05-31": a date without a time zone to move it. */
export const dueDateText = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Asks a super agent to pay what an admin requested of their agency; short, for phones. */
export function paymentRequestMail(opts: {
  to: string;
  name: string;
  agency: string;
  amount: string;
  description: string;
  dueDate: string;
  url: string;
  product: string;
}): Mail {
  const lines = [
    `Hello ${opts.name},`,
    `${opts.product} asks ${opts.agency} to pay ${opts.amount} for: ${opts.description}`,
    `Please pay by ${dueDateText(opts.dueDate)}.`,
  ];
  const text = [...lines, '', `Pay now: ${opts.url}`, '', `— ${opts.product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(opts.url)}">Pay now</a></p>
<p>— ${escapeHtml(opts.product)}</p></body></html>`;
  return {
    to: opts.to,
    subject: `Payment request for ${opts.agency}: ${opts.amount}`,
    text,
    html,
  };
}
