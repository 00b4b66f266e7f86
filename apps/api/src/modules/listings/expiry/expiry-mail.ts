import type { Mail } from '../../../platform/mail/mailer';
import { escapeHtml } from '../../../platform/mail/escape-html';

interface ExpiryMailOptions {
  to: string;
  name: string;
  title: string;
  url: string;
  product: string;
  timeZone: string;
}

const dayOf = (d: Date, timeZone: string) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

function mail(o: ExpiryMailOptions, subject: string, body: string[], label: string): Mail {
  const lines = [`Hello ${o.name},`, ...body];
  const text = [...lines, '', `${label}: ${o.url}`, '', `— ${o.product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(o.url)}">${escapeHtml(label)}</a></p>
<p>— ${escapeHtml(o.product)}</p></body></html>`;
  return { to: o.to, subject, text, html };
}

/** Before the period ends: one click keeps the listing live, no sign-in needed. */
export function stillAvailableMail(o: ExpiryMailOptions & { endsAt: Date }): Mail {
  const day = dayOf(o.endsAt, o.timeZone);
  return mail(
    o,
    `Is "${o.title}" still available?`,
    [
      `Your listing "${o.title}" becomes inactive on ${day} unless you confirm it is still available.`,
      'Open the link below to confirm it: no sign-in needed. The link works once, until that day.',
    ],
    'Yes, it is still available',
  );
}

/** After the period: the listing is INACTIVE (kept, never deleted). */
export function listingExpiredMail(o: ExpiryMailOptions & { days: number }): Mail {
  return mail(
    o,
    `"${o.title}" is now inactive`,
    [
      `Your listing "${o.title}" was not confirmed for ${o.days} days and is now inactive: buyers no longer see it.`,
      'It is kept. Sign in and publish it again if it is still available.',
    ],
    'Your listings',
  );
}
