import type { Mail } from './mailer';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Plain text and a simple HTML twin: many of our users read mail on basic phones. */
function layout(
  to: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
  product: string,
): Mail {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `— ${product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link.url)}" style="display:inline-block;padding:10px 16px;background:#047857;color:#fff;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escape(link.url)}</p>
<p>— ${escape(product)}</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(opts: {
  to: string;
  name: string;
  url: string;
  product: string;
}): Mail {
  return layout(
    opts.to,
    `Verify your email for ${opts.product}`,
    [
      `Hello ${opts.name},`,
      `Please confirm that ${opts.to} is your email address to finish setting up your ${opts.product} account.`,
      'The link is valid for 24 hours.',
    ],
    { label: 'Verify email', url: opts.url },
    opts.product,
  );
}
