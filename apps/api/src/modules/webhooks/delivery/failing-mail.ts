import type { Mail } from '../../../platform/mail/mailer';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail admins get once when an endpoint is turned off for failing the whole window. */
export function endpointDisabledMail(
  to: string,
  p: { url: string; product: string; webUrl: string; hours: number },
): Mail {
  const page = `${p.webUrl}/admin/webhooks`;
  const text = [
    `The webhook endpoint ${p.url} has failed every delivery for ${p.hours} hours, so ${p.product} turned it off.`,
    'Its events wait: when the receiver answers again, enable the endpoint and they are sent in order.',
    `Webhook endpoints: ${page}`,
  ].join('\n\n');
  const html = `<p>The webhook endpoint <strong>${escape(p.url)}</strong> has failed every delivery for ${p.hours} hours, so ${escape(p.product)} turned it off.</p>
<p>Its events wait: when the receiver answers again, enable the endpoint and they are sent in order.</p>
<p><a href="${escape(page)}">Webhook endpoints</a></p>`;
  return { to, subject: `${p.product}: webhook endpoint turned off (${p.url})`, text, html };
}
