import type { Mail } from '../../platform/mail/mailer';
import { escapeHtml as escape } from '../../platform/mail/escape-html';

/** Plain text with a simple HTML twin, like the account mails: many agents read mail on phones. */
export function invitationMail(opts: {
  to: string;
  name: string;
  agency: string;
  role: 'AGENT' | 'SUPER_AGENT';
  url: string;
  days: number;
  product: string;
}): Mail {
  const as = opts.role === 'SUPER_AGENT' ? 'super agent (you will manage its team)' : 'agent';
  const lines = [
    `Hello ${opts.name},`,
    `${opts.agency} invites you to join it on ${opts.product} as ${as}.`,
    `Open the link to accept: if you have no ${opts.product} account yet you choose a password, otherwise you sign in with ${opts.to}.`,
    `The link works once and for ${opts.days} days.`,
  ];
  const text = [...lines, '', `Join ${opts.agency}: ${opts.url}`, '', `— ${opts.product}`].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(opts.url)}" style="display:inline-block;padding:10px 16px;background:#047857;color:#fff;border-radius:6px;text-decoration:none">Join ${escape(opts.agency)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escape(opts.url)}</p>
<p>— ${escape(opts.product)}</p></body></html>`;
  return { to: opts.to, subject: `Join ${opts.agency} on ${opts.product}`, text, html };
}
