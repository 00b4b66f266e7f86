import { AD_SLOT_SIZES, type AdEnquiry } from '@afrinest/contract';
import type { Mail } from '../../../../platform/mail/mailer';
import { escapeHtml } from '../../../../platform/mail/escape-html';

/** Tells an admin a new "advertise with us" enquiry arrived, with all of it and where to answer. */
export function enquiryMail(opts: {
  to: string;
  enquiry: AdEnquiry;
  inboxUrl: string;
  product: string;
}): Mail {
  const e = opts.enquiry;
  const who = e.company ? `${e.name} (${e.company})` : e.name;
  const facts = [
    `From: ${who}`,
    `Email: ${e.email}`,
    ...(e.phone ? [`Phone: ${e.phone}`] : []),
    ...(e.slots.length
      ? [`Interested in: ${e.slots.map((s) => AD_SLOT_SIZES[s].label).join(', ')}`]
      : []),
  ];
  const text = [
    `A new advertising enquiry on ${opts.product}.`,
    '',
    ...facts,
    '',
    e.message,
    '',
    `Answer it by replying to ${e.email}, then mark it answered: ${opts.inboxUrl}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>A new advertising enquiry on ${escapeHtml(opts.product)}.</p>
<p>${facts.map(escapeHtml).join('<br>')}</p>
<p style="white-space:pre-wrap">${escapeHtml(e.message)}</p>
<p><a href="${escapeHtml(opts.inboxUrl)}">Open the enquiries</a></p></body></html>`;
  return { to: opts.to, subject: `Advertising enquiry from ${who}`, text, html };
}
