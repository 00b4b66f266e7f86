import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from './mail.schema';
import { eq } from 'drizzle-orm';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes (an enquirer's address); the outbox row keeps it in the text instead. */
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
}

/**
 * Every mail lands in the outbox table first (so nothing is lost and the dev mailbox can show it);
 * with SMTP_URL set it is then delivered by nodemailer and marked sent.
 */
export function createMailer(db: Db, opts: { smtpUrl?: string; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    kind: transport ? 'smtp' : 'outbox',
    async send(mail) {
      const { replyTo: _replyTo, ...stored } = mail;
      const [row] = await db.insert(mailOutbox).values(stored).returning({ id: mailOutbox.id });
      if (!transport || !row) return;
      await transport.sendMail({ from: opts.from, ...mail });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    },
  };
}
