import type { Mail } from '../../../platform/mail/mailer';
import { escapeHtml } from '../../../platform/mail/escape-html';

/** Tells a super agent their package period ends soon (7 days and 1 day before). */
export function expiryReminderMail(opts: {
  to: string;
  name: string;
  agency: string;
  packageName: string;
  endsAt: Date;
  url: string;
  product: string;
}): Mail {
  const day = opts.endsAt.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Kampala',
  });
  const lines = [
    `Hello ${opts.name},`,
    `The ${opts.packageName} package of ${opts.agency} ends on ${day}.`,
    'When it ends, listings over the slots you have left become inactive (they are kept, never deleted). Renew before then to keep them all live.',
  ];
  const text = [...lines, '', `Your products: ${opts.url}`, '', `— ${opts.product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(opts.url)}">Your products</a></p>
<p>— ${escapeHtml(opts.product)}</p></body></html>`;
  return {
    to: opts.to,
    subject: `${opts.packageName} for ${opts.agency} ends on ${day}`,
    text,
    html,
  };
}
