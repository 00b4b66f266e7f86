import type { Weekday } from '@afrinest/contract';
import type { Mail } from '../../platform/mail/mailer';
import { escapeHtml } from '../../platform/mail/escape-html';

const DAY_NAMES: Record<Weekday, string> = {
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  SUN: 'Sunday',
};

export interface EnquiryDetails {
  name: string;
  /** E.164. */
  phone: string;
  email: string | null;
  message: string;
  wantsViewing: boolean;
  preferredDays: Weekday[];
  listing: { title: string; url: string };
}

function facts(e: EnquiryDetails): string[] {
  const days = e.preferredDays.map((d) => DAY_NAMES[d]).join(', ');
  return [
    `Listing: ${e.listing.title}`,
    `From: ${e.name}`,
    `Phone: ${e.phone}`,
    ...(e.email ? [`Email: ${e.email}`] : []),
    ...(e.wantsViewing ? [`Would like a viewing${days ? `, preferably on ${days}` : ''}.`] : []),
  ];
}

function compose(to: string, subject: string, intro: string, e: EnquiryDetails, end: string) {
  const lines = facts(e);
  const text = [intro, '', ...lines, '', e.message, '', `${end}: ${e.listing.url}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">
<p>${escapeHtml(intro)}</p>
<p>${lines.map(escapeHtml).join('<br>')}</p>
<p style="white-space:pre-wrap">${escapeHtml(e.message)}</p>
<p><a href="${escapeHtml(e.listing.url)}">${escapeHtml(end)}</a></p></body></html>`;
  return { to, subject, text, html };
}

/** To the agent: everything the visitor wrote; a reply goes straight to the enquirer. */
export function enquiryToAgentMail(opts: {
  to: string;
  enquiry: EnquiryDetails;
  product: string;
}): Mail {
  const e = opts.enquiry;
  const mail = compose(
    opts.to,
    `Enquiry about ${e.listing.title} from ${e.name}`,
    `A new enquiry on ${opts.product}. Call ${e.name} back${e.email ? ' or reply to this mail' : ''}.`,
    e,
    'The listing',
  );
  return e.email ? { ...mail, replyTo: e.email } : mail;
}

/** The enquirer's copy, when they gave an address. */
export function enquiryCopyMail(opts: { enquiry: EnquiryDetails; product: string }): Mail {
  const e = opts.enquiry;
  return compose(
    e.email!,
    `Your enquiry about ${e.listing.title}`,
    `Hello ${e.name}, here is a copy of the enquiry you sent on ${opts.product}. The agent has it and will get back to you.`,
    e,
    'The listing',
  );
}
