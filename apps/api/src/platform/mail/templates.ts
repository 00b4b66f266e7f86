import type { Mail } from './mailer';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Who a mail goes to and from which product; every mail greets the reader by name. */
interface Recipient {
  to: string;
  name: string;
  product: string;
}

/** The mails that carry one link for the reader to follow. */
type LinkMailOptions = Recipient & { url: string };

/**
 * Plain text and a simple HTML twin: many of our users read mail on basic phones. `lines`
 * follow the greeting.
 */
function layout(
  { to, name, product }: Recipient,
  subject: string,
  body: string[],
  link: { label: string; url: string },
): Mail {
  const lines = [`Hello ${name},`, ...body];
  const text = [...lines, '', `${link.label}: ${link.url}`, '', `— ${product}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
${lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p><a href="${escape(link.url)}" style="display:inline-block;padding:10px 16px;background:#047857;color:#fff;border-radius:6px;text-decoration:none">${escape(link.label)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, open this link: ${escape(link.url)}</p>
<p>— ${escape(product)}</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(opts: LinkMailOptions): Mail {
  return layout(
    opts,
    `Verify your email for ${opts.product}`,
    [
      `Please confirm that ${opts.to} is your email address to finish setting up your ${opts.product} account.`,
      'The link is valid for 24 hours.',
    ],
    { label: 'Verify email', url: opts.url },
  );
}

export function resetPasswordMail(opts: LinkMailOptions): Mail {
  return layout(
    opts,
    `Choose a new password for ${opts.product}`,
    [
      `Someone asked to reset the password of the ${opts.product} account for ${opts.to}. If it was you, open the link below and choose a new password.`,
      'The link works once and for 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: opts.url },
  );
}

/** Sent once the address is verified: the account is ready. */
export function welcomeMail(opts: LinkMailOptions): Mail {
  return layout(
    opts,
    `Welcome to ${opts.product}`,
    [
      `Your email address is verified and your ${opts.product} account is ready.`,
      'Find houses, apartments and plots, save your favourites and contact agents by phone or WhatsApp.',
    ],
    { label: `Open ${opts.product}`, url: opts.url },
  );
}

/** A security notice after every password change or reset; cannot be turned off. */
export function passwordChangedMail(opts: Recipient & { resetUrl: string; at: Date }): Mail {
  return layout(
    opts,
    `Your ${opts.product} password was changed`,
    [
      `The password of your ${opts.product} account was changed on ${opts.at.toUTCString()}. Every other device was signed out.`,
      'If this was you, there is nothing more to do. If it was not, choose a new password at once with the link below.',
    ],
    { label: 'Reset my password', url: opts.resetUrl },
  );
}
