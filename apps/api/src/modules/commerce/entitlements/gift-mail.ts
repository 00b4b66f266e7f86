import type { Mail } from '../../../platform/mail/mailer';
import { escapeHtml } from '../../../platform/mail/escape-html';

/** Tells a super agent what their agency was given; short, for phones. */
export function giftMail(opts: {
  to: string;
  name: string;
  agency: string;
  what: string;
  url: string;
  product: string;
}): Mail {
  const lines = [
    `Hello ${opts.name},`,
    `${opts.agency} has been given ${opts.what} on ${opts.product}, at no charge.`,
    'See what your agency has now, and what each item lets you do, in your products.',
  ];
  const text = [...lines, '', `Your products: ${opts.url}`, '', `— ${opts.product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(opts.url)}">Your products</a></p>
<p>— ${escapeHtml(opts.product)}</p></body></html>`;
  return { to: opts.to, subject: `A gift for ${opts.agency} on ${opts.product}`, text, html };
}
